/* @@cmd: @PROGS@/usdtapp */
/* @@requires: prog:usdtapp */
/*
 * An is-enabled probe: TSTPROV_IS_ON_ENABLED() is true while is-on is
 * enabled (its semaphore raised), so the program fires it and counts the
 * rounds, which other:::done reports.
 */
#pragma D option quiet

tstprov$target:::is-on
{
	printf("is-on %d\n", arg0);
}

other$target:::done
{
	printf("done %d\n", arg0);
}
