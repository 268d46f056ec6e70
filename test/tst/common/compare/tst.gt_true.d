/*
 * printf("%d") of 3 > 2 is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 3 > 2);
	exit(0);
}
