/* @@opts: -x aggsize=0 */
/* @@stderr: dtrace: could not enable tracing: Enabling exceeds size of buffer */
/* @@exit: 1 */

/* aggsize=0 while there are aggregations is refused at GO. */
BEGIN
{
	@a = count();
	exit(0);
}
