/* @@opts: -x stackframes=10 */
/*
 * -x stackframes=10 is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
