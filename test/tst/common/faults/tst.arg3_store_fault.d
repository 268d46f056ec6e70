/* ERROR arg3 is -1 when the fault is in storing the record, not in DIF */
/* @@stderr: invalid address (0x8) in action #1 */

#pragma D option quiet

BEGIN
{
	trace(stringof((char *)8));
	exit(1);
}

ERROR
{
	printf("%d\n", arg3);
	exit(0);
}
