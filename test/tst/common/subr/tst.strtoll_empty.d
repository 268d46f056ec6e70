/* strtoll("") is 0 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll(""));
	exit(0);
}
