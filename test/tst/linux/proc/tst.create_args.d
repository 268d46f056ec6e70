/* @@cmd: @PROGS@/forkexec 2 */
#pragma D option quiet

proc:::create
{
	self->child = args[0]->pr_pid;
}

proc:::start
{
	@[ppid == $target] = count();
}
