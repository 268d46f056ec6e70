/* @@backend: kernel */ /* @@opts: -qw */ /* @@kparam: deadman_user_ms=1000 */
/*
 * The deadman spares a consumer that has the kernel privilege and asked
 * for destructive actions, as the reference does: dtrace, blocked in
 * system() far beyond deadman_user_ms + deadman_timeout_ms (1 s + 10 s),
 * goes on tracing afterwards.
 */
BEGIN
{
	system("sleep 13");
}

tick-10ms
{
	n++;
}

tick-1s
/++s == 15/
{
	printf("still tracing %d\n", n > 1000);
	exit(0);
}
