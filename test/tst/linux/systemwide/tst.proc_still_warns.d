/*
 * Kernel capture serves syscall for every process, not (yet) proc: a
 * program naming both is warned about proc only.
 * @@requires: bpf
 * @@opts: -q
 */
syscall::getppid:entry,
proc:::exec-success
{
}

BEGIN
{
	exit(0);
}
