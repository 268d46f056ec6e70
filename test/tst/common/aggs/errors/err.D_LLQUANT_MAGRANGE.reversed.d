/*
 * llquantize() high magnitude below low is rejected with D_LLQUANT_MAGRANGE
 */


BEGIN
{
	@a = llquantize(1, 10, 4, 2, 20);
}
