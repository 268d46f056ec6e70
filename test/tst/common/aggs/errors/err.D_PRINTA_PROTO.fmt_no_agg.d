/*
 * printa() of a format with no aggregation is rejected with
 * D_PRINTA_PROTO
 */

BEGIN
{
	printa("%@d\n");
}
