/*
 * clear() in a clause before the one assigning the aggregation is
 * rejected with D_CLEAR_AGGBAD
 */

tick-1ms
{
	clear(@a[0]);
}

BEGIN
{
	@a[0] = count();
}
