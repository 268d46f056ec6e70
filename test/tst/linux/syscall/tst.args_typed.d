/* @@cmd: @PROGS@/sysopens 1 */
/* @@requires: btf */
/*
 * args[] of an entry probe have the system call's own C types, as on the
 * module (its syscall metadata, which tracefs lists): openat(int dfd,
 * const char *filename, int flags, umode_t mode), so args[1] is a string
 * pointer copyinstr() reads and args[0] a 4-byte int; a return probe's
 * two are int64_t.
 */
#pragma D option quiet

syscall::openat:entry
/pid == $target && copyinstr((uintptr_t)args[1]) == "/nonexistent-dtrace-test/file-0"/
{
	printf("%d %d %d %d\n", sizeof (args[0]), sizeof (args[1]),
	    sizeof (args[2]), sizeof (args[3]));
	self->in = 1;
}

syscall::openat:return
/self->in/
{
	printf("%d %d\n", sizeof (args[0]), args[0] == arg0);
	self->in = 0;
}
