/* @@cmd: /usr/bin/chrt -f 1 @PROGS@/syscalls 1 */
/*
 * curlwpsinfo->pr_clname of a thread of a real-time policy (SCHED_FIFO,
 * set by chrt before it executes syscalls): "RT".
 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	@[stringof(curlwpsinfo->pr_clname)] = max(1);
}
