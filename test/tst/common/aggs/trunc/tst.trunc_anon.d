/*
 * trunc(@) on the anonymous aggregation
 */

#pragma D option quiet

BEGIN
{
	@ = count();
	trunc(@);
	exit(0);
}
