/* @@cmd: @PROGS@/poke */
/* @@opts: -w */
#pragma D option quiet

int done;

syscall::write:entry
/pid == $target && !done/
{
	copyoutstr("HELLO", arg1, 5);
	done = 1;
}
