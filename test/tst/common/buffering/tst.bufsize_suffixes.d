/* @@opts: -b 1m */
/*
 * -b sets bufsize.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
