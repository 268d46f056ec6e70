/*
 * denormalize() of an aggregation created by a keyed reference but
 * never assigned is rejected with D_NORMALIZE_AGGBAD
 */

BEGIN
{
	denormalize(@nosuch[1]);
}
