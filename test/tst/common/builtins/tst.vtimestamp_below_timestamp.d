/*
 * a thread's virtual time (vtimestamp) lags the system's uptime
 * (timestamp): the thread has not run since boot
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", vtimestamp <= timestamp);
	exit(0);
}
