/* @@opts: -x strsize=512 */
/*
 * -x strsize=512 is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
