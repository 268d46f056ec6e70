/* @@cmd: @PROGS@/pidcompute */
/* arguments beyond the fifth: r9, then the caller's stack */
#pragma D option quiet

pid$target::leaf:entry
{
	printf("%d %d %d\n", arg5, arg6, arg7);
}
