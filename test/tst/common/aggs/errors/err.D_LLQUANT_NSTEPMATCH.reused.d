/* @@stderr: linear steps per magnitude (argument #4) doesn't match previous declaration: expected 20, found 10 */
/*
 * an aggregation's llquantize() parameters must match its first use's: steps
 */

BEGIN
{
	@a = llquantize(1, 10, 0, 6, 20);
	@a = llquantize(1, 10, 0, 6, 10);
}
