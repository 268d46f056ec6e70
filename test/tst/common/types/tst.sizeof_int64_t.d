/* sizeof (int64_t) is 8 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (int64_t));
	exit(0);
}
