/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::getppid:entry
/pid == $target/
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
}

syscall::getppid:return
/pid == $target/
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
}
