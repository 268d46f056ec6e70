/*
 * lquantize() step of zero is rejected with D_LQUANT_STEPTYPE
 */


BEGIN
{
	@a = lquantize(1, 0, 10, 0);
}
