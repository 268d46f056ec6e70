/* @@cmd: @PROGS@/forkexec 4 */
#pragma D option quiet

proc:::exec
{
	@["exec"] = count();
}

proc:::exec-success
{
	@["exec-success"] = count();
}

proc:::exec-failure
{
	@["exec-failure"] = count();
}
