/* @@stderr: step (argument #3) doesn't match previous declaration: expected 1, found 2 */
/*
 * an aggregation's lquantize() parameters must match its first use's: step
 */

BEGIN
{
	@a = lquantize(1, 0, 10);
	@a = lquantize(1, 0, 10, 2);
}
