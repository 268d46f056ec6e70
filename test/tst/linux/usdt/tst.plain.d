/* @@cmd: @PROGS@/usdtapp 4 */
/* @@requires: prog:usdtapp */
/* a probe without arguments, from a dtrace -h header: fires each round */
#pragma D option quiet

tstprov$target:::plain
{
	n++;
}

END
{
	printf("plain fired %d times\n", n);
}
