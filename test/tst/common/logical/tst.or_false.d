/*
 * printf("%d") of 0 || 0 is 0
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 0 || 0);
	exit(0);
}
