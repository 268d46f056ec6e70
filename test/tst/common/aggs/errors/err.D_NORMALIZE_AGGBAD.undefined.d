/*
 * normalize() of an aggregation created by a keyed reference but never
 * assigned is rejected with D_NORMALIZE_AGGBAD
 */

BEGIN
{
	normalize(@nosuch[1], 10);
}
