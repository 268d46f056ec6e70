/* @@cmd: @PROGS@/pidcompute */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* the stackindent option */
#pragma D option quiet

#pragma D option stackindent=2

pid$target::square:entry
/arg0 == 2/
{
	ustack(2);
}
