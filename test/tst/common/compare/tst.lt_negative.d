/*
 * printf("%d") of -1 < 1 is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", -1 < 1);
	exit(0);
}
