/*
 * a fault in a predicate has action index 0
 */

#pragma D option quiet

int zero;

BEGIN
/1 % zero/
{
}

ERROR
{
	printf("%d\n", arg2);
	exit(0);
}
