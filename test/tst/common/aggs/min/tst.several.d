/*
 * min() of several values
 */

#pragma D option quiet

BEGIN
{
	@a = min(5);
	@a = min(3);
	@a = min(9);
	@a = min(4);
	exit(0);
}
