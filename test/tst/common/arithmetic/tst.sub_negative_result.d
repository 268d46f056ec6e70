/*
 * printf("%d") of 2 - 5 is -3
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 2 - 5);
	exit(0);
}
