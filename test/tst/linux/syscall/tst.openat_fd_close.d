/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/dev/null"/
{
	self->dn = 1;
}

syscall::openat:return
/self->dn/
{
	self->fd = arg0;
	self->dn = 0;
}

syscall::close:entry
/self->fd != 0 && arg0 == self->fd/
{
	printf("closed\n");
}

syscall::write:entry
/self->fd != 0 && arg0 == self->fd/
{
	w++;
}

END
{
	printf("%d\n", w);
}
