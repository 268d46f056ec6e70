/*
 * bufsize=8: no record fits (the smallest is 12 bytes); every one is a
 * drop, and a fill buffer stops tracing at once.
 */
#pragma D option quiet
#pragma D option bufsize=8
#pragma D option bufpolicy=fill

BEGIN
{
	printf("never\n");
}
