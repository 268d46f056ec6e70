/* sizeof (htonll(1)) is 8 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (htonll(1)));
	exit(0);
}
