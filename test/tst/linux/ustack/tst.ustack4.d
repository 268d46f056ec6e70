/* @@cmd: @PROGS@/pidcompute */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* frames of the program: square <- compute <- run <- main */
#pragma D option quiet

pid$target::square:entry
/arg0 == 1/
{
	ustack(4);
}
