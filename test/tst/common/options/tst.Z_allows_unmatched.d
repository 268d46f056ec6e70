/* @@opts: -Z */
/*
 * -Z permits descriptions that match no probes
 */

#pragma D option quiet

nosuchprovider:::nosuchprobe
{
	printf("never\n");
}

BEGIN
{
	printf("ok\n");
	exit(0);
}
