/*
 * llquantize() steps fewer than the factor is rejected with D_LLQUANT_FACTORNSTEPS
 */


BEGIN
{
	@a = llquantize(1, 10, 0, 6, 5);
}
