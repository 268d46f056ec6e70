/*
 * count() on the anonymous aggregation, 1 increments, default output at exit
 */

#pragma D option quiet

BEGIN
{
	@ = count();
	exit(0);
}
