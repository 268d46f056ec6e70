/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Destructive actions not allowed */
/*
 * chill() without -w is refused before tracing starts.
 */

BEGIN
{
	chill(1);
	exit(0);
}
