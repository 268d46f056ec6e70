/*
 * an aggregation must be assigned an aggregating function
 */

BEGIN
{
	@a = 1;
	exit(0);
}
