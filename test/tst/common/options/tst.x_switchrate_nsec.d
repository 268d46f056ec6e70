/* @@opts: -x switchrate=5000nsec */
/*
 * -x switchrate=5000nsec is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
