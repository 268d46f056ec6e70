/* @@opts: -x switchrate=100hz */
/*
 * switchrate as a rate.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
