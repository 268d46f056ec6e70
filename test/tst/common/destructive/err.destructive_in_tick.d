/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Destructive actions not allowed */
/*
 * A destructive action in any clause refuses the whole program.
 */

BEGIN
{
	exit(0);
}

tick-1s
{
	raise(1);
}
