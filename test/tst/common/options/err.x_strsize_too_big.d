/* @@opts: -x strsize=1048577 */
/* @@stderr: dtrace: failed to set -x strsize: Value too large for defined data type */
/* @@exit: 1 */

/*
 * strsize is at most 1m (1048576 bytes); one more is refused when the
 * option is set, never silently capped.
 */
BEGIN
{
	exit(0);
}
