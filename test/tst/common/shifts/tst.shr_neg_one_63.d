/*
 * arithmetic shift keeps copying the sign bit
 */

#pragma D option quiet

BEGIN
{
	x = -1L;
	printf("%d\n", x >> 63);
	exit(0);
}
