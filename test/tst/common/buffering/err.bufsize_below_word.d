/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Enabling exceeds size of buffer */
/*
 * A principal buffer smaller than one 8-byte word cannot be had.
 */
#pragma D option bufsize=4

BEGIN
{
	exit(0);
}
