/* @@cmd: @PROGS@/pidcompute */
/* at an offset probe the pc is function+offset */
#pragma D option quiet

pid$target::square:1
{
	@[ustack(1)] = count();
}
