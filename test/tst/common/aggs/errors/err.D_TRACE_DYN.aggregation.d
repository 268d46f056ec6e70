/*
 * trace() of an aggregation is a dynamic expression: D_TRACE_DYN
 */

BEGIN
{
	@a = count();
	trace(@a);
}
