/* @@stderr: divide-by-zero */
/*
 * a fault fires dtrace:::ERROR
 */

#pragma D option quiet

int zero;

BEGIN
{
	x = 1 / zero;
}

ERROR
{
	printf("error\n");
	exit(0);
}
