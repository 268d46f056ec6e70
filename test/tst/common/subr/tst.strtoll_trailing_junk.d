/* strtoll("12abc") is 12 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("12abc"));
	exit(0);
}
