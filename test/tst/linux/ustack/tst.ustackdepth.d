/* @@cmd: @PROGS@/pidcompute */
/* ustackdepth: square compute run main, libc (2), _start */
#pragma D option quiet

pid$target::square:entry
/arg0 == 1/
{
	printf("%d\n", ustackdepth);
}
