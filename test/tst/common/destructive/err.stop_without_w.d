/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Destructive actions not allowed */
/*
 * stop() without -w is refused before tracing starts.
 */

BEGIN
{
	stop();
	exit(0);
}
