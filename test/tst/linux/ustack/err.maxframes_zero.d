/* @@opts: -x maxframes=0 */
/* @@exit: 1 */
/* @@stderr: dtrace: failed to set -x maxframes: Invalid value for specified option */
/* maxframes must be a positive number of frames. */
BEGIN
{
	exit(0);
}
