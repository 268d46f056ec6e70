/* @@cmd: @PROGS@/pidcompute */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* a frame in libc.so.6, then the program */
#pragma D option quiet

pid$target:libc.so.6:malloc:entry
/arg0 == 4242/
{
	ustack(3);
}
