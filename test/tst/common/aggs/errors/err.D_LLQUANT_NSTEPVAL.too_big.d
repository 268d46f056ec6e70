/*
 * llquantize() steps must fit 16 bits is rejected with D_LLQUANT_NSTEPVAL
 */


BEGIN
{
	@a = llquantize(1, 10, 0, 6, 100000);
}
