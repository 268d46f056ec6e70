/* sizeof (unsigned long) is 8 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (unsigned long));
	exit(0);
}
