/*
 * the unit of tick-1d is accepted (the probe exists); it does not fire in time
 */

#pragma D option quiet

tick-1d
{
	printf("fired\n");
}

BEGIN
{
	printf("ok\n");
	exit(0);
}
