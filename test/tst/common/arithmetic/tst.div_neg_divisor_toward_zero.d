/*
 * printf("%d") of 17 / -5 is -3
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 17 / -5);
	exit(0);
}
