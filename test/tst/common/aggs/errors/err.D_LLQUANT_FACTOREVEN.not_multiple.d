/*
 * llquantize() steps not a multiple of the factor is rejected with D_LLQUANT_FACTOREVEN
 */


BEGIN
{
	@a = llquantize(1, 10, 0, 6, 25);
}
