/*
 * llquantize() high magnitude equal to low is rejected with D_LLQUANT_MAGRANGE
 */


BEGIN
{
	@a = llquantize(1, 10, 3, 3, 20);
}
