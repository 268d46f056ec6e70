/*
 * count() on the anonymous aggregation, 3 increments, default output at exit
 */

#pragma D option quiet

BEGIN
{
	@ = count();
	@ = count();
	@ = count();
	exit(0);
}
