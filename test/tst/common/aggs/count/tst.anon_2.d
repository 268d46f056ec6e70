/*
 * count() on the anonymous aggregation, 2 increments, default output at exit
 */

#pragma D option quiet

BEGIN
{
	@ = count();
	@ = count();
	exit(0);
}
