/*
 * BEGIN fires in the dtrace process: pid == $pid
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", pid == $pid);
	exit(0);
}
