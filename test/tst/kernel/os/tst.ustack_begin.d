/* @@backend: kernel */ /* @@opts: -q */ /* @@mask: offsets */
/*
 * BEGIN fires in dtrace itself, in the ioctl that starts tracing: on the
 * module, as on the reference, ustack() is dtrace's own user stack, whose
 * first frame is the C library's ioctl() wrapper (the pc the system call
 * returns to), symbolised by the consumer from its own process.
 */
BEGIN
{
	printf("%d\n", ustackdepth > 0);
	ustack(1);
	exit(0);
}
