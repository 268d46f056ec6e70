/*
 * Every sdt probe enabled at once (every vmlinux trace event but the
 * syscalls and nmi groups) for a second, under panic_on_warn=1: no oops,
 * no WARN, no lockup, the handlers removed afterwards (the boot test goes
 * on with the rest).
 * @@backend: kernel
 * @@opts: -Z
 */
#pragma D option quiet

sdt:::
{
	@n = max(1);
	@g[probemod == "sched" || probemod == "timer" ? probemod : "other"] =
	    max(1);
}

tick-1s
{
	exit(0);
}

END
{
	printa("%@d\n", @n);
	printa("%s %@d\n", @g);
}
