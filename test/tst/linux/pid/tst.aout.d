/* @@cmd: @PROGS@/pidcompute */
/* a.out names the executable; probemod is its real name */
#pragma D option quiet

pid$target:a.out:compute:entry
{
	@[probemod] = count();
}
