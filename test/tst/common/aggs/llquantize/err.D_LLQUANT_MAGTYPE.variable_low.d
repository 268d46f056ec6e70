/* the low magnitude must be a constant */
BEGIN
{
	x = 1;
	@ = llquantize(1, 10, x, 6, 10);
}
