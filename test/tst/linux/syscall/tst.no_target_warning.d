/*
 * On the user host, without -c or -p, a description of a provider that
 * sees only the targets says so, once per description (issue 12), rather
 * than tracing nothing in silence.  (-x backend=ptrace: as without
 * kernel capture, which otherwise serves syscall for every process.)
 * @@backend: user
 * @@opts: -q -x backend=ptrace
 */
syscall:::entry,
proc:::exec-success
{
}

syscall:::entry
{
}

syscall::read:entry,
profile:::tick-1s
{
}

BEGIN
{
	exit(0);
}
