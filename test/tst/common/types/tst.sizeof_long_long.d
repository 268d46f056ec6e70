/* sizeof (long long) is 8 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (long long));
	exit(0);
}
