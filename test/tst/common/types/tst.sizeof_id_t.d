/* sizeof (id_t) is 4 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (id_t));
	exit(0);
}
