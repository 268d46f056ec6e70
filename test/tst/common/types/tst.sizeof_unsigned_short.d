/* sizeof (unsigned short) is 2 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (unsigned short));
	exit(0);
}
