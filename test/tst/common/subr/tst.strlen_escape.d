/* strlen() counts an escaped character once */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strlen("a\tb\n"));
	exit(0);
}
