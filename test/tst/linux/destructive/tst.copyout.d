/* @@cmd: @PROGS@/poke */
/* @@opts: -w */
#pragma D option quiet

int done;

syscall::write:entry
/pid == $target && !done/
{
	this->b = (char *)alloca(2);
	this->b[0] = 'a';
	this->b[1] = 'b';
	copyout(this->b, arg1, 2);
	done = 1;
}
