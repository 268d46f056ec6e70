/* @@xfail: compile-time aggregation check missing: our compiler raises a different tag (issue 4) */
/*
 * an aggregation statement with no aggregating function is rejected with D_AGG_NULL
 */


BEGIN
{
	@a;
}
