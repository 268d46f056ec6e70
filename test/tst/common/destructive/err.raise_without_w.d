/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Destructive actions not allowed */
/*
 * raise() without -w is refused before tracing starts.
 */

BEGIN
{
	raise(0);
	exit(0);
}
