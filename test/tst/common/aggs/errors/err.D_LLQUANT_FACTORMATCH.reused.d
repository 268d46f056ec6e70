/* @@stderr: llquantize( ) factor (argument #1) doesn't match previous declaration: expected 10, found 20 */
/*
 * an aggregation's llquantize() parameters must match its first use's: factor
 */

BEGIN
{
	@a = llquantize(1, 10, 0, 6, 20);
	@a = llquantize(1, 20, 0, 6, 20);
}
