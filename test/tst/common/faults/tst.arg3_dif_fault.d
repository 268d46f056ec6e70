/* ERROR arg3 is the DIF offset of a fault in DIF */
/* @@stderr: invalid address (0x8) in action #1 at DIF offset */

#pragma D option quiet

BEGIN
{
	trace(*(int *)8);
	exit(1);
}

ERROR
{
	printf("%d\n", arg3 > 0);
	exit(0);
}
