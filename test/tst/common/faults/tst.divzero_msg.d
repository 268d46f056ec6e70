/* the divide-by-zero message names the probe and action */
/* @@stderr: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): divide-by-zero in action #2 at DIF offset */

#pragma D option quiet

BEGIN
{
	x = 0;
	y = 1 / x;
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
