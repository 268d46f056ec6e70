/* @@opts: -x nosuchoption=1 */
/* @@stderr: dtrace: failed to set -x nosuchoption: Invalid option name */
/*
 * -x nosuchoption=1 is refused with the reference's message.
 */

BEGIN
{
	exit(0);
}
