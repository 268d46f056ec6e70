/* copyinstr(0) faults with a bad address */
/* @@stderr: invalid address (0x0) */

#pragma D option quiet

BEGIN
{
	trace(copyinstr(0));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
