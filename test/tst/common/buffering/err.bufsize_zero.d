/* @@stderr: dtrace: could not enable tracing: Enabling exceeds size of buffer */
/* @@exit: 1 */

/* bufsize=0 as a pragma is refused the same way. */
#pragma D option bufsize=0

BEGIN
{
	trace(1);
	exit(0);
}
