/* @@cmd: @PROGS@/piddlopen */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* a frame in a library loaded with dlopen() */
#pragma D option quiet

pid$target::callback:entry
{
	@[ustack(3)] = count();
}
