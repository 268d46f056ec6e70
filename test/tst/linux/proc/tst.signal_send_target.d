/* @@cmd: @PROGS@/signals 2 */
#pragma D option quiet

proc:::signal-send
{
	@[args[1]->pr_pid == $target] = count();
}
