/* sizeof (signed char) is 1 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (signed char));
	exit(0);
}
