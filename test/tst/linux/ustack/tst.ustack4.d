/* @@cmd: @PROGS@/pidcompute */
/* frames of the program: square <- compute <- run <- main */
#pragma D option quiet

pid$target::square:entry
/arg0 == 1/
{
	ustack(4);
}
