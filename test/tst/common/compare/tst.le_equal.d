/*
 * printf("%d") of 2 <= 2 is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 2 <= 2);
	exit(0);
}
