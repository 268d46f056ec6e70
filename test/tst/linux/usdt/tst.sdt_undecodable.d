/* @@cmd: @PROGS@/usdtsdt */
/* @@requires: prog:usdtsdt */
/* @@stderr: argument 0 has a format that cannot be decoded ("-4@usdtsdt_global(%rip) -4@%esi"); it reads as 0 */
/*
 * An operand dtrace cannot decode (a global's symbol) reads as 0, with a
 * warning; the probe's other arguments are still right.
 */
#pragma D option quiet

sdt$target:::global-var
{
	printf("%s %d %d\n", probename, arg0, arg1);
}
