/*
 * printa() with a format and no aggregation is rejected with D_PRINTA_PROTO
 */


BEGIN
{
	printa("%d\n");
}
