/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall:::return
/pid == $target && probefunc == "getpid"/
{
	n++;
}

END
{
	printf("%d\n", n);
}
