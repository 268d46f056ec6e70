/*
 * an aggregation keeps one aggregating function
 */

BEGIN
{
	@a = count();
	@a = sum(1);
	exit(0);
}
