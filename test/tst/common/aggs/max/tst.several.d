/*
 * max() of several values
 */

#pragma D option quiet

BEGIN
{
	@a = max(5);
	@a = max(3);
	@a = max(9);
	@a = max(4);
	exit(0);
}
