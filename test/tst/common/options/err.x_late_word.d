/* @@opts: -x late=sometimes */
/* @@stderr: dtrace: failed to set -x late: Invalid value for specified option */
/*
 * -x late=sometimes is refused with the reference's message.
 */

BEGIN
{
	exit(0);
}
