/*
 * printf("%d") of "abc" < "abd" is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", "abc" < "abd");
	exit(0);
}
