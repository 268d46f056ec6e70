/*
 * printf("%d") of 5 && 7 is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 5 && 7);
	exit(0);
}
