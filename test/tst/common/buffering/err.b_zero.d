/* @@opts: -b 0 */
/* @@stderr: dtrace: could not enable tracing: Enabling exceeds size of buffer */
/* @@exit: 1 */

/*
 * -b 0 leaves no principal buffer for a clause that records data:
 * refused at GO, as the reference refuses it (ENOSPC).
 */
BEGIN
{
	trace(1);
	exit(0);
}
