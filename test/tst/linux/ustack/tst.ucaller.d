/* @@cmd: @PROGS@/pidcompute */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* ucaller at an entry is the return address, inside the caller */
#pragma D option quiet

pid$target::square:entry
/arg0 == 1/
{
	printf("%d\n", ucaller != 0);
	uaddr(ucaller);
	printf("|\n");
}
