/* @@cmd: @PROGS@/piddlopen */
/* @@opts: -Z */
/* ustack() at a probe in a library loaded with dlopen() */
#pragma D option quiet

pid$target:pidlib.so:pidlib_call:entry
{
	@[ustack(2)] = count();
}
