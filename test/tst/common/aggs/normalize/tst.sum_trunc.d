/*
 * normalize() truncates: 99 / 10 is 9
 */

#pragma D option quiet

BEGIN
{
	@a = sum(99);
	normalize(@a, 10);
	exit(0);
}
