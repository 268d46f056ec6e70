/*
 * clear() of an aggregation created by a keyed reference but never
 * assigned is rejected with D_CLEAR_AGGBAD
 */

BEGIN
{
	clear(@nosuch[1]);
}
