/* @@cmd: @PROGS@/usdtapp 1 */
/* @@requires: prog:usdtapp */
/*
 * args[] of a probe whose object our dtrace -G built have the types its
 * provider declared (args-two(int, char *)): args[1] is a char pointer.
 */
#pragma D option quiet

tstprov$target:::args-two
{
	printf("%d %d %s\n", sizeof (args[0]), sizeof (*args[1]),
	    copyinstr((uintptr_t)args[1]));
}
