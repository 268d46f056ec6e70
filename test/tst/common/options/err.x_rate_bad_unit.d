/* @@opts: -x cleanrate=10parsecs */
/* @@stderr: dtrace: failed to set -x cleanrate: Invalid value for specified option */
/*
 * -x cleanrate=10parsecs is refused with the reference's message.
 */

BEGIN
{
	exit(0);
}
