/* @@cmd: @PROGS@/signals 3 */
#pragma D option quiet

proc:::signal-handle
{
	@[args[0]] = count();
}
