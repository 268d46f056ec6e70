/* @@cmd: taskset -c 1 @PROGS@/syscalls */
/* @@requires: cpus:2 */
/*
 * cpu, curcpu->cpu_id and curlwpsinfo->pr_onpro are the CPU the target
 * runs on (it is pinned to CPU 1), not the CPU of dtrace's own thread.
 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	@[cpu, curcpu->cpu_id, curlwpsinfo->pr_onpro] = count();
}

END
{
	printa("%d %d %d %@d\n", @);
}
