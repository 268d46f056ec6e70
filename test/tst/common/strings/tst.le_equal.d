/*
 * printf("%d") of "abc" <= "abc" is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", "abc" <= "abc");
	exit(0);
}
