/*
 * arg4 of ERROR is the fault: DTRACEFLT_DIVZERO is 4
 */

#pragma D option quiet

int zero;

BEGIN
{
	x = 1 / zero;
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
