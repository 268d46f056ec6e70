/*
 * printf("%d") of 2 + 3 is 5
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 2 + 3);
	exit(0);
}
