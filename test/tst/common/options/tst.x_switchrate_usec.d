/* @@opts: -x switchrate=10usec */
/*
 * -x switchrate=10usec is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
