/* @@opts: -x switchrate=100ms */
/*
 * -x switchrate=100ms is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
