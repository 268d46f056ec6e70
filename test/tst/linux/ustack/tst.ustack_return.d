/* @@cmd: @PROGS@/pidcompute */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* at a return probe the pc is the ret instruction */
#pragma D option quiet

pid$target::square:return
/arg1 == 4/
{
	ustack(2);
}
