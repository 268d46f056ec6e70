/*
 * quantize() takes at most two arguments is rejected with D_PROTO_LEN
 */


BEGIN
{
	@a = quantize(1, 2, 3);
}
