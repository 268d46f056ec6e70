/* @@cmd: @PROGS@/pidcompute */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* uaddr(): module, symbol and offset of an address */
#pragma D option quiet

pid$target::square:entry
/arg0 == 5/
{
	uaddr(ucaller);
	printf("|\n");
}
