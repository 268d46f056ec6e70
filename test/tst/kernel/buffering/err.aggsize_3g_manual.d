/* @@backend: kernel */ /* @@opts: -x aggsize=3g -x bufresize=manual */
/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Cannot allocate memory */
/*
 * Under bufresize=manual an aggregation size the guest cannot spare fails.
 */
BEGIN
{
	@a = count();
	exit(0);
}
