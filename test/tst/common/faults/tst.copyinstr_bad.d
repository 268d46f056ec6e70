/* copyinstr() of a bad user address faults */
/* @@stderr: invalid address (0x8) */

#pragma D option quiet

BEGIN
{
	trace(copyinstr(8));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
