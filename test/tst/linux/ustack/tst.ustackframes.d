/* @@cmd: @PROGS@/pidcompute */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* the ustackframes option is the default depth */
#pragma D option quiet

#pragma D option ustackframes=3

pid$target::square:entry
/arg0 == 2/
{
	ustack();
}
