/*
 * lquantize() limit must fit 32 bits is rejected with D_LQUANT_LIMVAL
 */


BEGIN
{
	@a = lquantize(1, 0, 0x100000000);
}
