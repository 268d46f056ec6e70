/*
 * the lquantize() increment must be scalar is rejected with D_PROTO_ARG
 */


BEGIN
{
	@a = lquantize(1, 0, 10, 1, "a");
}
