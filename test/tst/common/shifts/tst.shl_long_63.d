/*
 * printf("%d") of 1L << 63 is -9223372036854775808
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 1L << 63);
	exit(0);
}
