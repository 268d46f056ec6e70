/*
 * llquantize() steps must be a constant is rejected with D_LLQUANT_NSTEPTYPE
 */


BEGIN
{
	x = 20;
	@a = llquantize(1, 10, 0, 6, x);
}
