/* @@cmd: @PROGS@/pidcompute */
/* a glob in the function field */
#pragma D option quiet

pid$target::comp*:entry
{
	@[probefunc] = count();
}
