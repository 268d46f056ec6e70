/* @@cmd: @PROGS@/forkexec 3 */
#pragma D option quiet

syscall::wait4:entry
/pid == $target/
{
	n++;
}

END
{
	printf("%d\n", n);
}
