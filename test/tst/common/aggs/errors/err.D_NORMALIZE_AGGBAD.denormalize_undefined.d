/* @@xfail: compile-time aggregation check missing: our compiler raises a different tag (issue 4) */
/*
 * denormalize() of an aggregation never assigned is rejected with D_NORMALIZE_AGGBAD
 */


BEGIN
{
	denormalize(@nosuch);
}
