/*
 * walltimestamp is after 2001
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", walltimestamp > 1000000000000000000);
	exit(0);
}
