/*
 * printf("%d") of 1 < 2 is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 1 < 2);
	exit(0);
}
