/* sizeof (uint16_t) is 2 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (uint16_t));
	exit(0);
}
