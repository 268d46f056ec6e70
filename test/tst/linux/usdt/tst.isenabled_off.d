/* @@cmd: @PROGS@/usdtapp */
/* @@requires: prog:usdtapp */
/*
 * The is-enabled probe not enabled: TSTPROV_IS_ON_ENABLED() is false
 * (semaphore 0), so the program never took that path; enabling another
 * probe of the provider does not raise is-on's semaphore.
 */
#pragma D option quiet

tstprov$target:::plain
{
	n++;
}

other$target:::done
{
	printf("done %d after %d plain\n", arg0, n);
}
