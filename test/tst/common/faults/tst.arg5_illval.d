/* ERROR arg5 is the illegal value (the bad address) */
/* @@stderr: invalid address (0x40) */

#pragma D option quiet

BEGIN
{
	trace(*(long *)0x40);
	exit(1);
}

ERROR
{
	printf("%d\n", arg5);
	exit(0);
}
