/* @@opts: -b 16k */
/*
 * -b is bufsize.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
