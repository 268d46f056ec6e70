/* @@stderr: dtrace: could not enable tracing: Enabling exceeds size of buffer */
/*
 * bufsize=8 with exit() in a clause whose record (at least 12 bytes) can
 * never be written: refused at GO, as an exit() that could never fire
 * would leave dtrace tracing forever
 */
#pragma D option bufsize=8

BEGIN
{
	exit(0);
}
