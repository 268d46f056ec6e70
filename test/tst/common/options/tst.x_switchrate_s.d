/* @@opts: -x switchrate=1s */
/*
 * -x switchrate=1s is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
