/* @@opts: -x bufresize=sometimes */
/* @@stderr: dtrace: failed to set -x bufresize: Invalid value for specified option */
/*
 * -x bufresize=sometimes is refused with the reference's message.
 */

BEGIN
{
	exit(0);
}
