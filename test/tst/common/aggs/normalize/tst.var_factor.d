/*
 * normalize() with a variable factor
 */

#pragma D option quiet

BEGIN
{
	@a = sum(100);
	n = 4;
	normalize(@a, n);
	exit(0);
}
