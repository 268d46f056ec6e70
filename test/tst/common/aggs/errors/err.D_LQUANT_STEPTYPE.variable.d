/*
 * lquantize() step must be a constant is rejected with D_LQUANT_STEPTYPE
 */


BEGIN
{
	x = 1;
	@a = lquantize(1, 0, 10, x);
}
