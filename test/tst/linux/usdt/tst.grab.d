/* @@start: @PROGS@/usdtapp 3000 10000 */
/* @@args: @PID@ */
/* @@requires: prog:usdtapp */
/*
 * A USDT description naming a running process not under control grabs
 * it (as the reference); it is let go, running, when dtrace exits.
 */
#pragma D option quiet

tstprov$1:::plain
/++n == 3/
{
	printf("plain fired 3 times\n");
	exit(0);
}
