/* @@xfail: compile-time aggregation check missing: our compiler raises a different tag (issue 4) */
/*
 * printa() of an aggregation never assigned is rejected with D_PRINTA_AGGBAD
 */


BEGIN
{
	printa(@nosuch);
}
