/*
 * printf("%d") of 256 >> 4 is 16
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 256 >> 4);
	exit(0);
}
