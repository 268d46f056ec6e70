/* @@cmd: @PROGS@/syscalls 1 */
/* curlwpsinfo->pr_clname of a thread of the normal policy: "TS". */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	@[stringof(curlwpsinfo->pr_clname)] = max(1);
}
