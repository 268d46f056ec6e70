/* stringof() of a bad pointer faults when traced */
/* @@stderr: invalid address (0x8) */

#pragma D option quiet

BEGIN
{
	trace(stringof((char *)8));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
