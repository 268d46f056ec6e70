/* @@opts: -x bufsize=big */
/* @@stderr: dtrace: failed to set -x bufsize: Invalid value for specified option */
/*
 * -x bufsize=big is refused with the reference's message.
 */

BEGIN
{
	exit(0);
}
