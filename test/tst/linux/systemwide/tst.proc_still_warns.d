/*
 * Kernel capture serves syscall for every process, and of proc the
 * probes the kernel's tracepoints give (exec-success among them), not
 * (yet) proc:::start: a program naming the three is warned about that
 * one only.
 * @@requires: bpf
 * @@opts: -q
 */
syscall::getppid:entry,
proc:::exec-success,
proc:::start
{
}

BEGIN
{
	exit(0);
}
