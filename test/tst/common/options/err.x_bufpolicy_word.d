/* @@opts: -x bufpolicy=bogus */
/* @@stderr: dtrace: failed to set -x bufpolicy: Invalid value for specified option */
/*
 * -x bufpolicy=bogus is refused with the reference's message.
 */

BEGIN
{
	exit(0);
}
