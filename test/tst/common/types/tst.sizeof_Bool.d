/* sizeof (_Bool) is 1 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (_Bool));
	exit(0);
}
