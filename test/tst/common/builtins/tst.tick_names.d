/* probeprov and probename of a profile tick probe */

#pragma D option quiet

profile:::tick-10ms
{
	printf("%s %s [%s] [%s]\n", probeprov, probename, probemod, probefunc);
	exit(0);
}
