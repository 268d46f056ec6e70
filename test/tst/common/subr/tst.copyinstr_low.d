/* copyinstr() of an unmapped low address faults */
/* @@stderr: invalid address (0x10) */

#pragma D option quiet

BEGIN
{
	trace(copyinstr(16));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
