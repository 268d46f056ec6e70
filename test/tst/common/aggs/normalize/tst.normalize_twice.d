/*
 * a second normalize() replaces the first factor
 */

#pragma D option quiet

BEGIN
{
	@a = sum(1000);
	normalize(@a, 10);
	normalize(@a, 100);
	exit(0);
}
