/* @@cmd: @PROGS@/signals 2 */
#pragma D option quiet

syscall::kill:entry
/pid == $target/
{
	printf("%d %d\n", arg0 == $target, arg1);
}
