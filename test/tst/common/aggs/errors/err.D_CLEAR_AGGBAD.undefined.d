/* @@xfail: compile-time aggregation check missing: our compiler raises a different tag (issue 4) */
/*
 * clear() of an aggregation never assigned is rejected with D_CLEAR_AGGBAD
 */


BEGIN
{
	clear(@nosuch);
}
