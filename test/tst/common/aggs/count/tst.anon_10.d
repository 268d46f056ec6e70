/*
 * count() on the anonymous aggregation, 10 increments, default output at exit
 */

#pragma D option quiet

BEGIN
{
	@ = count();
	@ = count();
	@ = count();
	@ = count();
	@ = count();
	@ = count();
	@ = count();
	@ = count();
	@ = count();
	@ = count();
	exit(0);
}
