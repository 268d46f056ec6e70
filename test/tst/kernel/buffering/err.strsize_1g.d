/* @@backend: kernel */ /* @@opts: -x strsize=1g */
/* @@exit: 1 */
/* @@stderr: dtrace: failed to set -x strsize: Value too large for defined data type */
/*
 * -x strsize=1g is beyond the largest string size (1m), refused when set:
 * no scratch space sized from it is ever asked of the kernel.
 */
BEGIN
{
	exit(0);
}
