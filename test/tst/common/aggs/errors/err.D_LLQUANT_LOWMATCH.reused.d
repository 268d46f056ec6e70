/* @@stderr: low magnitude (argument #2) doesn't match previous declaration: expected 0, found 1 */
/*
 * an aggregation's llquantize() parameters must match its first use's: low magnitude
 */

BEGIN
{
	@a = llquantize(1, 10, 0, 6, 20);
	@a = llquantize(1, 10, 1, 6, 20);
}
