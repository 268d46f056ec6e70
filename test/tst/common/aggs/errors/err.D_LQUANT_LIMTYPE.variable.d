/*
 * lquantize() limit must be a constant is rejected with D_LQUANT_LIMTYPE
 */


BEGIN
{
	x = 10;
	@a = lquantize(1, 0, x);
}
