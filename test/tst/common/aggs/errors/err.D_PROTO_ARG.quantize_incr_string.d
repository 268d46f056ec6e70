/*
 * the quantize() increment must be scalar is rejected with D_PROTO_ARG
 */


BEGIN
{
	@a = quantize(1, "a");
}
