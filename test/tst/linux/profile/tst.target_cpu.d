/* @@cmd: taskset -c 1 @PROGS@/pidspin 800 */
/* @@requires: cpus:2 */
/* @@opts: -x backend=ptrace */
/* a profile sample of a target pinned to CPU 1 is on CPU 1 (once it
 * runs pidspin: taskset itself may start on another CPU).  On the ptrace
 * path: system-wide sampling names a thread from /proc once the sample is
 * read, so taskset's samples before its exec can read "pidspin". */
#pragma D option quiet

profile-997
/pid == $target && execname == "pidspin"/
{
	@[cpu] = count();
}

END
{
	printa("%d\n", @);
}
