/*
 * sum() of an expression
 */

#pragma D option quiet

BEGIN
{
	x = 2;
	@a = sum(x * 3);
	exit(0);
}
