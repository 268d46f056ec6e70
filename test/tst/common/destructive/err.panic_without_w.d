/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Destructive actions not allowed */
/*
 * panic() without -w is refused before tracing starts.
 */
BEGIN
{
	panic();
}
