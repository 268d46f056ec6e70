/* @@stderr: divide-by-zero */
/*
 * a 64-bit division by zero faults
 */

#pragma D option quiet

BEGIN
{
	z = 0L;
}

BEGIN
{
	x = 100L / z;
}

BEGIN
{
	exit(0);
}
