/* @@cmd: @PROGS@/pidcompute */
/* offset 1: the instruction after push %rbp (built -O0) */
#pragma D option quiet

pid$target::compute:1
{
	@[probename] = count();
}
