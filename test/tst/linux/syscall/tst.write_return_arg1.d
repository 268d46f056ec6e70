/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::write:return
/pid == $target && arg0 != arg1/
{
	n++;
}

syscall::write:return
/pid == $target/
{
	m++;
}

END
{
	printf("%d %d\n", n, m);
}
