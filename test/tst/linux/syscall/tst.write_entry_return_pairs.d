/* @@cmd: @PROGS@/syscalls 5 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	self->in = 1;
	e++;
}

syscall::write:return
/self->in/
{
	self->in = 0;
	r++;
}

END
{
	printf("%d %d\n", e, r);
}
