/* $pid is an integer usable in arithmetic */

#pragma D option quiet

BEGIN
{
	printf("%d\n", $pid - pid);
	exit(0);
}
