/* @@cmd: @PROGS@/usdtfork */
/* @@requires: prog:usdtfork */
/*
 * A forked child is not traced: the semaphore dtrace raised for is-on in
 * the parent reads 0 in the child (which exits with it), 1 in the parent.
 */
#pragma D option quiet

tstprov$target:::is-on
{
	printf("is-on %d\n", arg0);
}

other$target:::done
{
	printf("child saw %d\n", arg0);
}
