/* @@cmd: @PROGS@/usdtapp */
/* @@requires: prog:usdtapp */
/* arguments of a dtrace -h probe: an int and a string (args__two) */
#pragma D option quiet

tstprov$target:::args-two
{
	printf("%s:%s:%s %d %s\n", probemod, probefunc, probename, arg0,
	    copyinstr(arg1));
}
