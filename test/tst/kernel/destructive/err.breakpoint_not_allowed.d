/* @@backend: kernel */ /* @@opts: -w */ /* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Operation not permitted */
/*
 * breakpoint() with -w is refused unless dtrace.ko was given
 * kdestructive=1 (off by default).
 */
BEGIN
{
	breakpoint();
}
