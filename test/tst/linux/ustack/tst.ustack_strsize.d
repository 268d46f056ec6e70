/* @@cmd: @PROGS@/pidcompute */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* a string size is accepted; no helper strings here */
#pragma D option quiet

pid$target::square:entry
/arg0 == 2/
{
	ustack(2, 128);
}
