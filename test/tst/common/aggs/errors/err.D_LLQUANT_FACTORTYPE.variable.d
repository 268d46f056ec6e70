/*
 * llquantize() factor must be a constant is rejected with D_LLQUANT_FACTORTYPE
 */


BEGIN
{
	x = 10;
	@a = llquantize(1, x, 0, 6, 20);
}
