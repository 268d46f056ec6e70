/* the built-in epid */

#pragma D option quiet

BEGIN
{
	printf("%d\n", epid);
	exit(0);
}
