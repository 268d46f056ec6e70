/* @@opts: -w */ /* @@exit: 137 */
/*
 * raise(9) in BEGIN, which fires in the dtrace process itself on every
 * backend (in DTRACEIOC_GO on the module, in-process on the user host):
 * SIGKILL ends dtrace as tracing starts, and the kernel stays up.
 */
BEGIN
{
	raise(9);
}
