/* @@opts: -X q */
/* @@exit: 1 */
/* @@stderr: dtrace: failed to set -X q: Invalid value for specified option */
/* -X takes one of a, c, s and t. */
BEGIN
{
	exit(0);
}
