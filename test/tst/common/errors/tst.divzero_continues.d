/* @@stderr: (ID 1: dtrace:::BEGIN): divide-by-zero in action #1 at DIF offset */
/*
 * a divide-by-zero ends its clause; the next clause still runs
 */

#pragma D option quiet

int zero;

BEGIN
{
	x = 1 / zero;
}

BEGIN
{
	printf("after\n");
	exit(0);
}
