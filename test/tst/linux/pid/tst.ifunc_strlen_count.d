/* @@cmd: @PROGS@/pidifunc 10 */
/*
 * strlen is a GNU indirect function: its entry probe is on the
 * implementation the resolver chose, so it fires on every call (10 rounds
 * of 5 calls; the program makes no other strlen call), not once.
 */
#pragma D option quiet

pid$target:libc.so.6:strlen:entry
{
	@ = count();
}

END
{
	printa("%@d\n", @);
}
