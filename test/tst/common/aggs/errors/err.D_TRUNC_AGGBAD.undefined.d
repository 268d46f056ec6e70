/*
 * trunc() of an aggregation created by a keyed reference but never
 * assigned is rejected with D_TRUNC_AGGBAD
 */

BEGIN
{
	trunc(@nosuch[1]);
}
