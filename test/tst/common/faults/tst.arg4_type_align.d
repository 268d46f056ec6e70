/* ERROR arg4 for a misaligned load is DTRACEFLT_BADALIGN */
/* @@stderr: invalid alignment (0x1004) */

#pragma D option quiet

BEGIN
{
	trace(*(long *)0x1004);
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
