/* walltimestamp and timestamp are both nanoseconds (wall > monotonic) */

#pragma D option quiet

BEGIN
{
	printf("%d\n", walltimestamp > timestamp);
	exit(0);
}
