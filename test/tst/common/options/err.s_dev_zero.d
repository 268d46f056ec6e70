/* @@opts: -s /dev/zero */
/* @@stderr: dtrace: failed to compile script /dev/zero: File too large */
/* @@exit: 1 */

/*
 * A script that never ends is refused once it passes the size limit
 * (16 MiB), instead of being read until memory runs out.
 */
BEGIN
{
	exit(0);
}
