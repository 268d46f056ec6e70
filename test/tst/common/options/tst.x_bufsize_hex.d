/* @@opts: -x bufsize=0x10000 */
/*
 * -x bufsize=0x10000 is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
