/* @@opts: -x bufsize=4q */
/* @@stderr: dtrace: failed to set -x bufsize: Invalid value for specified option */
/*
 * -x bufsize=4q is refused with the reference's message.
 */

BEGIN
{
	exit(0);
}
