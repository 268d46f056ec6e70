/* @@cmd: @PROGS@/pidifunc 10 */
/*
 * wcsrchr is an IFUNC that libc never calls itself (no IRELATIVE slot):
 * at the entry point only the program's lazy PLT slot refers to it, not
 * bound yet.  The probes wait for the resolver, which the loader runs at
 * the first call, and fire from that very call on: 10 rounds of 5 calls,
 * the character found in one word of each round.
 */
#pragma D option quiet

pid$target:libc.so.6:wcsrchr:entry
{
	@n = count();
}

pid$target:libc.so.6:wcsrchr:return
/arg1 != 0/
{
	@f = count();
}

END
{
	printa("calls %@d\n", @n);
	printa("found %@d\n", @f);
}
