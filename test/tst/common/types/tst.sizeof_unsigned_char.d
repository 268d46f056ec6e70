/* sizeof (unsigned char) is 1 in the LP64 data model */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (unsigned char));
	exit(0);
}
