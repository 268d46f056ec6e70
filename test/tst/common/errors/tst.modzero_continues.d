/* @@stderr: divide-by-zero in action #1 at DIF offset */
/*
 * modulo by zero is also divide-by-zero
 */

#pragma D option quiet

int zero;

BEGIN
{
	x = 1 % zero;
}

BEGIN
{
	printf("after\n");
	exit(0);
}
