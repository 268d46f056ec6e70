/* @@cmd: @PROGS@/usdtapp */
/* @@requires: prog:usdtapp */
/* eight arguments: the first five and those beyond (args[] too) */
#pragma D option quiet

tstprov$target:::many
{
	printf("%d %d %d %d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4,
	    arg5, arg6, arg7);
	printf("%d %d\n", args[5], args[7]);
}
