/* @@opts: -a */
/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: No anonymous tracing state */
/*
 * -a claims the anonymous tracing state; where there is none, dtrace_go()
 * fails with the reference's EDT_NOANON message and dtrace exits 1.
 */
BEGIN
{
	exit(0);
}
