/* @@cmd: @PROGS@/poke */
/* @@opts: -w */
/* @@stderr: invalid address (0x0) */
#pragma D option quiet

int done;

syscall::write:entry
/pid == $target && !done/
{
	done = 1;
	this->b = (char *)alloca(2);
	copyout(this->b, 0, 2);
}

ERROR
{
	n++;
}

END
{
	printf("fault %d\n", n);
}
