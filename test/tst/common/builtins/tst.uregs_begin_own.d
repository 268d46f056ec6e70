/* @@backend: user */
/*
 * uregs[] in a probe of the dtrace process itself (BEGIN on the user
 * host) reads the dtrace thread's own registers, as the reference gives
 * a consumer's probes the registers of its ioctl: a 64-bit user code and
 * stack segment, a stack and a program counter
 */

#pragma D option quiet

BEGIN
{
	printf("%x %x %d %d\n", uregs[R_CS], uregs[R_SS], uregs[R_SP] != 0,
	    uregs[R_PC] != 0);
	exit(0);
}
