/* loading from an unmapped address fires DTRACEFLT_BADADDR */
/* @@stderr: invalid address (0x8) in action #1 */

#pragma D option quiet

BEGIN
{
	trace(*(int *)8);
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
