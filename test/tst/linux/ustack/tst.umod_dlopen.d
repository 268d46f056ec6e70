/* @@cmd: @PROGS@/piddlopen */
/* callback() is called from the dlopen()ed library */
#pragma D option quiet

pid$target::callback:entry
{
	@[umod(ucaller), ufunc(ucaller)] = count();
}
