/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::getppid:entry
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
}

syscall::getppid:return
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
}
