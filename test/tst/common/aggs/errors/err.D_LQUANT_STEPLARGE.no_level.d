/*
 * lquantize() step larger than the range is rejected with D_LQUANT_STEPLARGE
 */


BEGIN
{
	@a = lquantize(1, 0, 10, 11);
}
