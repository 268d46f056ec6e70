/*
 * lquantize() base must be a constant is rejected with D_LQUANT_BASETYPE
 */


BEGIN
{
	x = 0;
	@a = lquantize(1, x, 10);
}
