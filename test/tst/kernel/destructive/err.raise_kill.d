/* @@backend: kernel */ /* @@opts: -w */ /* @@exit: 137 */
/*
 * raise(9) in BEGIN, which fires in the dtrace process itself on the
 * module (DTRACEIOC_GO): SIGKILL reaches dtrace on its way out of the
 * ioctl, and the kernel stays up.
 */
BEGIN
{
	raise(9);
}
