/* @@cmd: @PROGS@/usdtsdt */
/* @@requires: prog:usdtsdt */
/*
 * An operand naming a global (-4@usdtsdt_global(%rip) in a PIE) is read
 * at the symbol's address in the process: 7.
 */
#pragma D option quiet

sdt$target:::global-var
{
	printf("%s %d %d\n", probename, arg0, arg1);
}
