/*
 * #pragma D option zdefs takes effect for the rest of the program: a
 * description that matches no probe is accepted
 */
#pragma D option quiet
#pragma D option zdefs

nosuchprovider:::nosuchprobe
{
	trace("never");
}

BEGIN
{
	printf("compiled\n");
	exit(0);
}
