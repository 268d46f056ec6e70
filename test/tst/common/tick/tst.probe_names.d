/*
 * tick probes belong to provider profile, with empty module and function
 */

#pragma D option quiet

tick-10ms
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	exit(0);
}
