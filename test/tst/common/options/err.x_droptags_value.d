/* @@opts: -x droptags=1 */
/* @@stderr: dtrace: failed to set -x droptags: Invalid value for specified option */
/*
 * -x droptags=1 is refused with the reference's message.
 */

BEGIN
{
	exit(0);
}
