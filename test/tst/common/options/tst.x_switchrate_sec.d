/* @@opts: -x switchrate=1sec */
/*
 * -x switchrate=1sec is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
