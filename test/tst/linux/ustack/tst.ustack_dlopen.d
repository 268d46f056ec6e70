/* @@cmd: @PROGS@/piddlopen */
/* a frame in a library loaded with dlopen() */
#pragma D option quiet

pid$target::callback:entry
{
	@[ustack(3)] = count();
}
