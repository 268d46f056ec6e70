/*
 * A switch buffer half full wakes the consumer, which takes it before
 * it drops: 100 records of 264 bytes (a 256-byte string and the header)
 * in about a second are 26k bytes, more than the 16k buffer holds
 * between two ticks of the default 1hz switchrate; no drop is reported.
 */
#pragma D option quiet
#pragma D option bufsize=16k

BEGIN
{
	s = "";
}

tick-100hz
/n < 100/
{
	printf("%s", s);
	n++;
}

tick-100hz
/n == 100/
{
	printf("%d records\n", n);
	exit(0);
}
