/* sizeof (uint8_t) is 1 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (uint8_t));
	exit(0);
}
