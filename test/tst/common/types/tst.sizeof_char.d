/* sizeof (char) is 1 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (char));
	exit(0);
}
