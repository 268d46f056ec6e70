/* @@cmd: @PROGS@/pidcompute */
/* ustack() and an integer as keys */
#pragma D option quiet

pid$target::square:entry
{
	@[ustack(1), arg0 <= 10] = count();
}
