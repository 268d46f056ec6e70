/*
 * denormalize() without normalize() changes nothing
 */

#pragma D option quiet

BEGIN
{
	@a = sum(50);
	denormalize(@a);
	exit(0);
}
