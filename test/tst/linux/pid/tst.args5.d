/* @@cmd: @PROGS@/pidcompute */
/* the first five arguments of leaf(1, ..., 8) */
#pragma D option quiet

pid$target::leaf:entry
{
	printf("%d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4);
}
