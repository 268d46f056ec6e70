/* @@cmd: @PROGS@/pidcompute */
/* a glob in the name field: entry and return */
#pragma D option quiet

pid$target::square:*n
{
	@[probename] = count();
}
