/* strlen() of the empty string is 0 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strlen(""));
	exit(0);
}
