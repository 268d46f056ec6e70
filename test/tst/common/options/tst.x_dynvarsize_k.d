/* @@opts: -x dynvarsize=64k */
/*
 * -x dynvarsize=64k is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
