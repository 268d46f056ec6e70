/* @@cmd: @PROGS@/pidcompute */
/* usym(): module and symbol of an address */
#pragma D option quiet

pid$target::square:entry
/arg0 == 5/
{
	usym(ucaller);
	printf("|\n");
}
