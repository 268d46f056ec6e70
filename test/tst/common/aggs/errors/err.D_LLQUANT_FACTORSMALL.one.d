/*
 * llquantize() factor of 1 is rejected with D_LLQUANT_FACTORSMALL
 */


BEGIN
{
	@a = llquantize(1, 1, 0, 6, 20);
}
