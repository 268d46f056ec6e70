/*
 * lquantize() with seven arguments is rejected with D_PROTO_LEN
 */

BEGIN
{
	@a = lquantize(1, 0, 10, 1, 1, 1, 1);
}
