/*
 * quantize() with four arguments is rejected with D_PROTO_LEN
 */

BEGIN
{
	@a = quantize(1, 2, 3, 4);
}
