/*
 * printf("%d") of 0 ? 2 : 3 is 3
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 0 ? 2 : 3);
	exit(0);
}
