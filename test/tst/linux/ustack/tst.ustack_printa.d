/* @@cmd: @PROGS@/pidcompute */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
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
