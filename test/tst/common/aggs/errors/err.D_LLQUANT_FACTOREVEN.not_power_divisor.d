/*
 * llquantize() steps that divide no power of the factor is rejected with D_LLQUANT_FACTOREVEN
 */


BEGIN
{
	@a = llquantize(1, 4, 0, 6, 12);
}
