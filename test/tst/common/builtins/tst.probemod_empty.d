/* the built-in strlen(probemod) */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strlen(probemod));
	exit(0);
}
