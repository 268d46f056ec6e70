/* @@opts: -x switchrate=20msec */
/*
 * -x switchrate=20msec is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
