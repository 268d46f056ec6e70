/*
 * arg2 of ERROR is the index of the faulting action, from 1
 */

#pragma D option quiet

int zero;

BEGIN
{
	x = 1 / zero;
}

ERROR
{
	printf("%d\n", arg2);
	exit(0);
}
