/* @@cmd: @PROGS@/pidcompute */
/* entry and return through one glob */
#pragma D option quiet

pid$target::square:[er]*
{
	@[probename] = count();
}
