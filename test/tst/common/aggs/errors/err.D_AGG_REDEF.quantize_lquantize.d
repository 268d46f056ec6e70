/*
 * quantize() then lquantize() on one aggregation is rejected with D_AGG_REDEF
 */


BEGIN
{
	@a = quantize(1);
	@a = lquantize(1, 0, 10);
}
