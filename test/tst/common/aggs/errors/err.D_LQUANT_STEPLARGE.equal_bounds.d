/*
 * lquantize() with base equal to limit is rejected with D_LQUANT_STEPLARGE
 */


BEGIN
{
	@a = lquantize(1, 5, 5);
}
