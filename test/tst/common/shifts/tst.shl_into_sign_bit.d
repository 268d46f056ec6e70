/*
 * 1 << 31 is an int with only the sign bit set
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 1 << 31);
	exit(0);
}
