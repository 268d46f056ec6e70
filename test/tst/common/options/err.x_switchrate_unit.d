/* @@opts: -x switchrate=10qz */
/* @@stderr: dtrace: failed to set -x switchrate: Invalid value for specified option */
/*
 * -x switchrate=10qz is refused with the reference's message.
 */

BEGIN
{
	exit(0);
}
