/*
 * the unit of tick-1day is accepted (the probe exists); it does not fire in time
 */

#pragma D option quiet

tick-1day
{
	printf("fired\n");
}

BEGIN
{
	printf("ok\n");
	exit(0);
}
