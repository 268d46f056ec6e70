/*
 * lquantize() step must fit 16 bits is rejected with D_LQUANT_STEPVAL
 */


BEGIN
{
	@a = lquantize(1, 0, 100000, 65536);
}
