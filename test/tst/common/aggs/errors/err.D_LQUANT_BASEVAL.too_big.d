/*
 * lquantize() base must fit 32 bits is rejected with D_LQUANT_BASEVAL
 */


BEGIN
{
	@a = lquantize(1, 0x100000000, 0x100000010);
}
