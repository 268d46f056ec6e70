/*
 * llquantize() factor must fit 16 bits is rejected with D_LLQUANT_FACTORVAL
 */


BEGIN
{
	@a = llquantize(1, 65536, 0, 6, 65536);
}
