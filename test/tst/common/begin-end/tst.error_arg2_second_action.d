/*
 * each statement is an action: the fault is in action 2
 */

#pragma D option quiet

int zero;

BEGIN
{
	y = 2;
	x = 1 / zero;
}

ERROR
{
	printf("%d\n", arg2);
	exit(0);
}
