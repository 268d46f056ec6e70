/*
 * normalize(@a, 10) divides a sum by 10
 */

#pragma D option quiet

BEGIN
{
	@a = sum(100);
	normalize(@a, 10);
	exit(0);
}
