/* @@cmd: @PROGS@/pidcompute */
/* args[] of pid probes are untyped 64-bit values: arg0 .. arg7 */
#pragma D option quiet

pid$target::leaf:entry
{
	printf("%d\n", arg0 + arg1 + arg2 + arg3 + arg4 + arg5 + arg6 + arg7);
}
