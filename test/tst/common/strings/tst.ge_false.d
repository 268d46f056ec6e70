/*
 * printf("%d") of "abc" >= "abcd" is 0
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", "abc" >= "abcd");
	exit(0);
}
