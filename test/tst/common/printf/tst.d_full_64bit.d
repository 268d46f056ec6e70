/*
 * %d of a 64-bit value prints all of it
 */

#pragma D option quiet

BEGIN
{
	x = 123456789012345;
	printf("%d\n", x);
	exit(0);
}
