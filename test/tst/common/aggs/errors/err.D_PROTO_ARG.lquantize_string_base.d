/*
 * lquantize() base must be an integer is rejected with D_PROTO_ARG
 */


BEGIN
{
	@a = lquantize(1, "a", 10);
}
