/* strtoll("+17") is 17 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("+17"));
	exit(0);
}
