/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Destructive actions not allowed */
/*
 * A destructive subroutine (copyoutstr) needs -w too.
 */

BEGIN
{
	copyoutstr("a", 0, 1);
	exit(0);
}
