/*
 * lquantize() limit below base is rejected with D_LQUANT_MISMATCH
 */


BEGIN
{
	@a = lquantize(1, 10, 0);
}
