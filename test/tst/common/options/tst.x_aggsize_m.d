/* @@opts: -x aggsize=1m */
/*
 * -x aggsize=1m is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
