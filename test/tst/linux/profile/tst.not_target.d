/* @@cmd: @PROGS@/pidspin 800 */
/* @@opts: -x backend=ptrace */
/*
 * on the ptrace path (kernel capture samples every process instead), with
 * a process under control, dtrace's own timer thread is no sample: no
 * firing outside the target
 */
#pragma D option quiet

profile-997
/pid != $target/
{
	@[pid == $pid] = count();
}

END
{
	printa("%d %@d\n", @);
}
