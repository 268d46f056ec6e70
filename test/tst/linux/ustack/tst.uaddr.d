/* @@cmd: @PROGS@/pidcompute */
/* uaddr(): module, symbol and offset of an address */
#pragma D option quiet

pid$target::square:entry
/arg0 == 5/
{
	uaddr(ucaller);
	printf("|\n");
}
