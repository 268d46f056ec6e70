/* @@cmd: @PROGS@/forkexec 0 */
#pragma D option quiet

proc:::start
{
	printf("%d %d\n", pid != $target, tid == pid);
}
