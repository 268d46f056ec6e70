/*
 * formatted printa() of an aggregation created by a keyed reference
 * but never assigned is rejected with D_PRINTA_AGGBAD
 */

BEGIN
{
	printa("%@d\n", @nosuch[0]);
}
