/* @@cmd: @PROGS@/piddlopen */
/* a probe in the executable called back from a dlopen()ed library */
#pragma D option quiet

pid$target::callback:entry
{
	@[umod(ucaller)] = sum(arg0);
}
