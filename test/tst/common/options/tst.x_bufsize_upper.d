/* @@opts: -x bufsize=8K */
/*
 * -x bufsize=8K is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
