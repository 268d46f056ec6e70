/* @@opts: -x switchrate=10hz */
/*
 * -x switchrate=10hz is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
