/*
 * normalize() of a count
 */

#pragma D option quiet

BEGIN
{
	@a = count();
	@a = count();
	@a = count();
	@a = count();
	@a = count();
	normalize(@a, 2);
	exit(0);
}
