/* @@stderr: base (argument #1) doesn't match previous declaration: expected 0, found 5 */
/*
 * an aggregation's lquantize() parameters must match its first use's: base
 */

BEGIN
{
	@a = lquantize(1, 0, 10, 1);
}

END
{
	@a = lquantize(1, 5, 10, 1);
}
