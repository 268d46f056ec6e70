/* @@cmd: @PROGS@/pidcompute */
/* printa() of an aggregation keyed by ustack() */
#pragma D option quiet

pid$target::compute:entry
{
	@s[ustack(2)] = sum(arg0);
}

END
{
	printa(@s);
}
