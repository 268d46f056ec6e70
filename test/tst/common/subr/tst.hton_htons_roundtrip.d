/* ntohs(htons(8080)) is 8080 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", ntohs(htons(8080)));
	exit(0);
}
