/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: */
/*
 * A principal buffer smaller than one 8-byte word cannot be had.
 */
#pragma D option bufsize=4

BEGIN
{
	exit(0);
}
