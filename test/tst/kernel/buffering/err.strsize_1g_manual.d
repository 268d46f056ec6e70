/* @@backend: kernel */ /* @@opts: -x strsize=1g -x bufresize=manual */
/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Cannot allocate memory */
/*
 * Under bufresize=manual, scratch space for eight strings of 1g per CPU
 * cannot be had: ENOMEM.
 */
BEGIN
{
	exit(0);
}
