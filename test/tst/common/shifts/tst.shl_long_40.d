/*
 * printf("%d") of 1L << 40 is 1099511627776
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 1L << 40);
	exit(0);
}
