/* @@cmd: @PROGS@/signals 2 */
/*
 * signal-handle's signal compares with the D library's signal names
 */
#pragma D option quiet

proc:::signal-handle
/args[0] == SIGUSR1/
{
	@["SIGUSR1"] = count();
}
