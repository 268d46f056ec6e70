/* @@stderr: failed to set option 'strsize' to '2m': Value too large for defined data type */
/* @@exit: 1 */

/* The limit holds for the pragma too. */
#pragma D option strsize=2m

BEGIN
{
	exit(0);
}
