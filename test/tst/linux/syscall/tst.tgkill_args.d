/* @@cmd: @PROGS@/signals 2 */
#pragma D option quiet

syscall::tgkill:entry
/pid == $target/
{
	printf("%d %d %d\n", arg0 == pid, arg1 == tid, arg2);
}
