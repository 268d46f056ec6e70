/* @@cmd: @PROGS@/pidcompute */
/* ufunc(): the function of an address */
#pragma D option quiet

pid$target::square:entry
/arg0 == 5/
{
	ufunc(ucaller);
	printf("|\n");
}
