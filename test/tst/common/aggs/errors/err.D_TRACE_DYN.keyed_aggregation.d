/*
 * trace() of a keyed aggregation is a dynamic expression: D_TRACE_DYN
 */

BEGIN
{
	@a[1] = count();
	trace(@a[1]);
}
