/* @@cmd: @PROGS@/pidcompute */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* ustack() as an aggregation key */
#pragma D option quiet

pid$target::square:entry
{
	@[ustack(3)] = count();
}
