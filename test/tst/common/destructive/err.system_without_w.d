/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Destructive actions not allowed */
/*
 * system() without -w is refused before tracing starts.
 */

BEGIN
{
	system("echo no");
	exit(0);
}
