/* @@opts: -x switchrate=500us */
/*
 * -x switchrate=500us is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
