/*
 * lquantize() with more than 65535 levels is rejected with D_LQUANT_STEPSMALL
 */


BEGIN
{
	@a = lquantize(1, 0, 100000);
}
