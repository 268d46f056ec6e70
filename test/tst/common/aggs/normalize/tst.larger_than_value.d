/*
 * normalizing by more than the value prints 0
 */

#pragma D option quiet

BEGIN
{
	@a = sum(5);
	normalize(@a, 10);
	exit(0);
}
