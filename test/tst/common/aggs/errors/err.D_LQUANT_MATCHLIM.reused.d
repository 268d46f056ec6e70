/* @@stderr: limit (argument #2) doesn't match previous declaration: expected 10, found 20 */
/*
 * an aggregation's lquantize() parameters must match its first use's: limit
 */

BEGIN
{
	@a[1] = lquantize(1, 0, 10, 1);
	@a[2] = lquantize(1, 0, 20, 1);
}
