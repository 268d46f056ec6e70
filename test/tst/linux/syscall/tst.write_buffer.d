/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

int done;

syscall::write:entry
/pid == $target && !done/
{
	printf("%s\n", copyinstr(arg1, 5));
	done = 1;
}
