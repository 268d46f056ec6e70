/* @@opts: -x late=dynamic */
/*
 * -x late=dynamic is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
