/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall:::entry
/pid == $target && probefunc == "write"/
{
	n++;
}

END
{
	printf("%d\n", n);
}
