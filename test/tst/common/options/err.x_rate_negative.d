/* @@opts: -x switchrate=-1 */
/* @@stderr: dtrace: failed to set -x switchrate: Invalid value for specified option */
/*
 * -x switchrate=-1 is refused with the reference's message.
 */

BEGIN
{
	exit(0);
}
