/* sizeof (short) is 2 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (short));
	exit(0);
}
