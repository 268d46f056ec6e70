/* ERROR arg1 is the EPID of the faulting clause */
/* @@stderr: invalid address (0x40) */

#pragma D option quiet

BEGIN
{
	trace(*(long *)0x40);
	exit(1);
}

ERROR
{
	printf("%d\n", arg1);
	exit(0);
}
