/* @@opts: -x switchrate=2min */
/*
 * -x switchrate=2min is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
