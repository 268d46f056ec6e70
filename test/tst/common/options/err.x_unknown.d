/* @@opts: -x nosuchoption */
/* @@stderr: dtrace: failed to set -x nosuchoption: Invalid option name */
/*
 * -x nosuchoption is refused with the reference's message.
 */

BEGIN
{
	exit(0);
}
