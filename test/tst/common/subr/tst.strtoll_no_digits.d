/* strtoll("abc") is 0 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("abc"));
	exit(0);
}
