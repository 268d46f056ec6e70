/*
 * the unit of tick-1hour is accepted (the probe exists); it does not fire in time
 */

#pragma D option quiet

tick-1hour
{
	printf("fired\n");
}

BEGIN
{
	printf("ok\n");
	exit(0);
}
