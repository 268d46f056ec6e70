/*
 * printf("%d") of 5 == 5 is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 5 == 5);
	exit(0);
}
