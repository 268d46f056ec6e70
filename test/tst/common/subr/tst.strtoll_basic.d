/* strtoll("12345") is 12345 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("12345"));
	exit(0);
}
