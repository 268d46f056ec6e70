/*
 * quantize() needs an argument is rejected with D_PROTO_LEN
 */


BEGIN
{
	@a = quantize();
}
