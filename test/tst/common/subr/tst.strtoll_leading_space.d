/* strtoll("  \t 99") is 99 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("  \t 99"));
	exit(0);
}
