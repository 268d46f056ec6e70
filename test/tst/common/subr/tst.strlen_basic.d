/* strlen() of a constant */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strlen("hello"));
	exit(0);
}
