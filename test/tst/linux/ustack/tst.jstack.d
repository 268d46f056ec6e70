/* @@cmd: @PROGS@/pidcompute */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* jstack() without a ustack helper prints as ustack() */
#pragma D option quiet

pid$target::square:entry
/arg0 == 2/
{
	jstack(2);
}
