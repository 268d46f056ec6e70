/* @@stderr: divide-by-zero in action #1 */
/*
 * Division by zero: fault 4.
 */
#pragma D option quiet

BEGIN
{
	z = 0;
}

BEGIN
{
	x = 1 / z;
}

ERROR
{
	printf("epid %d fault %d\n", arg1, arg4);
}

BEGIN
{
	exit(0);
}
