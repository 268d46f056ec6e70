/* @@xfail: compile-time aggregation check missing: our compiler raises a different tag (issue 4) */
/*
 * trace() of an aggregation is rejected with D_TRACE_AGG
 */


BEGIN
{
	@a = count();
	trace(@a);
}
