/* @@opts: -x strsize=0 */
/* @@stderr: dtrace: failed to set -x strsize: Invalid value for specified option */
/* @@exit: 1 */

/* A string size of 0 could not hold even the terminating NUL. */
BEGIN
{
	exit(0);
}
