/*
 * a proper prefix sorts first
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", "abc" < "abcd");
	exit(0);
}
