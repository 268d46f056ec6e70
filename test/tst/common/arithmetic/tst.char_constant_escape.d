/*
 * printf("%d") of '\n' is 10
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", '\n');
	exit(0);
}
