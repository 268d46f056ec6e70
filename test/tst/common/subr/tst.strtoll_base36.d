/* strtoll("zz", 36) is 1295 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("zz", 36));
	exit(0);
}
