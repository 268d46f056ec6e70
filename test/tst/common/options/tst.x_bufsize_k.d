/* @@opts: -x bufsize=4k */
/*
 * -x bufsize=4k is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
