/*
 * two aggregations print one after the other, first-referenced first, no blank line between
 */

#pragma D option quiet

BEGIN
{
	@a = count();
	@b = count();
	@b = count();
	exit(0);
}
