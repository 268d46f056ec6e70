/* @@cmd: @PROGS@/syscalls */
/* @@opts: -w */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	n++;
	raise(9);
}

proc:::exit
/pid == $target/
{
	printf("%d %d\n", n, args[0]);
}
