/*
 * printf("%d") of 2147483647L + 1 is 2147483648
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 2147483647L + 1);
	exit(0);
}
