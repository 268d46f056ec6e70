/* @@opts: -x switchrate=1000000ns */
/*
 * -x switchrate=1000000ns is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
