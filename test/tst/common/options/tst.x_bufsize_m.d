/* @@opts: -x bufsize=4m */
/*
 * -x bufsize=4m is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
