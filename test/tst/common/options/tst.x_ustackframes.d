/* @@opts: -x ustackframes=10 */
/*
 * -x ustackframes=10 is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
