/*
 * llquantize() factor of 0 is rejected with D_LLQUANT_FACTORSMALL
 */


BEGIN
{
	@a = llquantize(1, 0, 0, 6, 20);
}
