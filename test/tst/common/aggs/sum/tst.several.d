/*
 * sum() of several values
 */

#pragma D option quiet

BEGIN
{
	@a = sum(1);
	@a = sum(2);
	@a = sum(3);
	@a = sum(4);
	exit(0);
}
