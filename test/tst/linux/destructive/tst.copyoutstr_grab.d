/* @@grab: @PROGS@/sleeper 30 10 */
/* @@opts: -w */
#pragma D option quiet

int done;

/* copyout into a grabbed process: the buffer it writes from */
syscall::write:entry
/pid == $target && !done/
{
	copyoutstr("y", arg1, 1);
	done = 1;
}

syscall::write:entry
/pid == $target && done == 1 && copyinstr(arg1, 1) == "y"/
{
	printf("y\n");
	done = 2;
	exit(0);
}
