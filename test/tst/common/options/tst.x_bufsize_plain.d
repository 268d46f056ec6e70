/* @@opts: -x bufsize=65536 */
/*
 * -x bufsize=65536 is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
