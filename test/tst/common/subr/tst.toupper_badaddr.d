/* toupper with a bad string address faults with DTRACEFLT_BADADDR */
/* @@stderr: invalid address (0x8) */

#pragma D option quiet

BEGIN
{
	trace(toupper((char *)8));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
