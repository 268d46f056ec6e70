/*
 * $pid is the pid of dtrace
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", $pid > 0);
	exit(0);
}
