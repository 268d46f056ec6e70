/*
 * denormalize() after normalize() prints raw values
 */

#pragma D option quiet

BEGIN
{
	@a = sum(100);
	normalize(@a, 10);
	denormalize(@a);
	exit(0);
}
