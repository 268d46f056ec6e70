/* strtoll("1012", 2) is 5 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("1012", 2));
	exit(0);
}
