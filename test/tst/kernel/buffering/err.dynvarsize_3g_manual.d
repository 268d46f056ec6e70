/* @@backend: kernel */ /* @@opts: -x dynvarsize=3g -x bufresize=manual */
/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Cannot allocate memory */
/*
 * Under bufresize=manual a dynamic variable space the guest cannot spare
 * fails.
 */
BEGIN
{
	a["k"] = 1;
	exit(0);
}
