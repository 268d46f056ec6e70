/* @@cmd: @PROGS@/pidcompute */
/* umod(): the module of an address */
#pragma D option quiet

pid$target::square:entry
/arg0 == 5/
{
	umod(ucaller);
	printf("|\n");
}
