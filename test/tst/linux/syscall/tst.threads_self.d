/* @@cmd: @PROGS@/threads 4 */
#pragma D option quiet

syscall::write:entry
/pid == $target && !self->seen/
{
	self->seen = 1;
	n++;
}

END
{
	printf("%d\n", n);
}
