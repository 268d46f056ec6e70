/* @@stderr: high magnitude (argument #3) doesn't match previous declaration: expected 6, found 5 */
/*
 * an aggregation's llquantize() parameters must match its first use's: high magnitude
 */

BEGIN
{
	@a = llquantize(1, 10, 0, 6, 20);
}

END
{
	@a = llquantize(1, 10, 0, 5, 20);
}
