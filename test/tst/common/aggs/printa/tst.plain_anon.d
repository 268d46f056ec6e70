/*
 * printa(@) of the anonymous aggregation
 */

#pragma D option quiet

BEGIN
{
	@ = count();
	printa(@);
	exit(0);
}
