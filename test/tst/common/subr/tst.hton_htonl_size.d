/* sizeof (htonl(1)) is 4 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (htonl(1)));
	exit(0);
}
