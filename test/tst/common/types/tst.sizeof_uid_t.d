/* sizeof (uid_t) is 4 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (uid_t));
	exit(0);
}
