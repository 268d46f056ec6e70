/* sizeof (ssize_t) is 8 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (ssize_t));
	exit(0);
}
