/*
 * printf("%d") of "b" > "abc" is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", "b" > "abc");
	exit(0);
}
