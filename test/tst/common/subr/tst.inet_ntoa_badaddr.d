/* inet_ntoa() of a bad address faults */
/* @@stderr: invalid address (0x8) */

#pragma D option quiet

BEGIN
{
	trace(inet_ntoa((ipaddr_t *)8));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
