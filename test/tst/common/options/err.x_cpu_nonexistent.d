/* @@opts: -x cpu=1000000 */
/* @@stderr: dtrace: failed to set -x cpu: Invalid value for specified option */
/* @@exit: 1 */

/*
 * A CPU the system does not have is refused when the option is set,
 * rather than tracing nothing, or everything.
 */
BEGIN
{
	exit(0);
}
