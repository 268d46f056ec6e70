/* sizeof (unsigned int) is 4 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (unsigned int));
	exit(0);
}
