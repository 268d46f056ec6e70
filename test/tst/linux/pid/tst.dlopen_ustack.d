/* @@cmd: @PROGS@/piddlopen */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* @@opts: -Z */
/* ustack() at a probe in a library loaded with dlopen() */
#pragma D option quiet

pid$target:pidlib.so:pidlib_call:entry
{
	@[ustack(2)] = count();
}
