/* @@backend: kernel */ /* @@opts: -w */ /* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Operation not permitted */
/*
 * panic() with -w is still refused unless dtrace.ko was given
 * kdestructive=1 (off by default).
 */
BEGIN
{
	panic();
}
