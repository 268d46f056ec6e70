/* @@cmd: @PROGS@/syscalls */
/* @@opts: -w */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	raise(15);
}

proc:::exit
/pid == $target/
{
	printf("%d\n", args[0]);
}
