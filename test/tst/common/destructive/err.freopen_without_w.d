/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Destructive actions not allowed */
/*
 * freopen() without -w is refused before tracing starts.
 */

BEGIN
{
	freopen("/dev/null");
	exit(0);
}
