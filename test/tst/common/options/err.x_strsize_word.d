/* @@opts: -x strsize=abc */
/* @@stderr: dtrace: failed to set -x strsize: Invalid value for specified option */
/*
 * -x strsize=abc is refused with the reference's message.
 */

BEGIN
{
	exit(0);
}
