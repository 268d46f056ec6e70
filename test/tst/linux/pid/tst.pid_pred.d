/* @@cmd: @PROGS@/pidcompute */
/* the probe fires in the target: pid and execname are its own */
#pragma D option quiet

pid$target::square:entry
/arg0 == 7/
{
	printf("%d %s %d\n", pid == $target, execname, tid == pid);
}
