/*
 * lquantize() needs base and limit is rejected with D_PROTO_LEN
 */


BEGIN
{
	@a = lquantize(1);
}
