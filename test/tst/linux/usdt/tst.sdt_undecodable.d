/* @@cmd: @PROGS@/usdtsdt-stripped */
/* @@requires: prog:usdtsdt-stripped */
/* @@stderr: argument 0 has a format that cannot be decoded ("-4@usdtsdt_global(%rip) -4@%esi"); it reads as 0 */
/*
 * An operand dtrace cannot decode (a global's symbol, in a program
 * without symbol table) reads as 0, with a warning; the probe's other
 * arguments are still right.
 */
#pragma D option quiet

sdt$target:::global-var
{
	printf("%s %d %d\n", probename, arg0, arg1);
}
