/*
 * clear(@) zeroes the anonymous aggregation
 */

#pragma D option quiet

BEGIN
{
	@ = sum(12);
	clear(@);
	exit(0);
}
