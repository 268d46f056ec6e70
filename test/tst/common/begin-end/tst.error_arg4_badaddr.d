/*
 * DTRACEFLT_BADADDR is 1 and arg5 is the bad address
 */

#pragma D option quiet

BEGIN
{
	x = *(int *)8;
}

ERROR
{
	printf("%d %d\n", arg4, arg5);
	exit(0);
}
