/* sizeof (htons(1)) is 2 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (htons(1)));
	exit(0);
}
