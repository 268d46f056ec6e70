/* @@xfail: compile-time aggregation check missing: our compiler raises a different tag (issue 4) */
/*
 * trunc(@a, n) of an aggregation never assigned is rejected with D_TRUNC_AGGBAD
 */


BEGIN
{
	trunc(@nosuch, 2);
}
