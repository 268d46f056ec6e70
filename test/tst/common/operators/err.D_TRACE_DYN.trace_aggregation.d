/*
 * trace() of an aggregation (a dynamic expression)
 */

BEGIN
{
	@a = count();
	trace(@a);
	exit(0);
}
