/* inet_ntoa6 with a bad string address faults with DTRACEFLT_BADADDR */
/* @@stderr: invalid address (0x8) */

#pragma D option quiet

BEGIN
{
	trace(inet_ntoa6((struct in6_addr *)8));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
