/* a misaligned load fires DTRACEFLT_BADALIGN */
/* @@stderr: invalid alignment (0x1001) */

#pragma D option quiet

BEGIN
{
	trace(*(int *)0x1001);
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
