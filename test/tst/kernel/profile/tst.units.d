/* @@backend: kernel */
/*
 * profile-N and tick-N take the reference's units (ns nsec us usec ms
 * msec s sec m min h hour d day hz, any case, or none: Hz); each name
 * makes its probe on demand.
 */
#pragma D option quiet

tick-1d, tick-1day, tick-2h, tick-2hour, tick-3m, tick-3min, tick-5s,
tick-5sec, tick-7000ms, tick-7000msec, tick-9000000us, tick-9000000usec,
tick-11000000000ns, tick-11000000000nsec, tick-3hz, tick-3HZ, tick-4,
profile-13hz, profile-17, profile-2Sec
{
}

BEGIN
{
	printf("ok\n");
	exit(0);
}
