/* @@stderr: (ID 2: dtrace:::END): divide-by-zero in action #1 */
/*
 * a fault in END
 */

#pragma D option quiet

int zero;

BEGIN
{
	exit(0);
}

END
{
	x = 1 / zero;
}

END
{
	printf("end\n");
}
