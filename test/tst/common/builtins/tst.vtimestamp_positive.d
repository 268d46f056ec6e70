/*
 * vtimestamp (ns of virtual time of the current thread) is positive
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", vtimestamp > 0);
	exit(0);
}
