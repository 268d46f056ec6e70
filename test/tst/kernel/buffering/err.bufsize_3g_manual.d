/* @@backend: kernel */ /* @@opts: -b 3g -x bufresize=manual */ /* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Cannot allocate memory */
/*
 * Under bufresize=manual a principal buffer size the guest cannot spare
 * fails (ENOMEM) instead of being lowered.
 */
BEGIN
{
	exit(0);
}
