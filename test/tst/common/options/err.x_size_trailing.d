/* @@opts: -x bufsize=4kk */
/* @@stderr: dtrace: failed to set -x bufsize: Invalid value for specified option */
/*
 * -x bufsize=4kk is refused with the reference's message.
 */

BEGIN
{
	exit(0);
}
