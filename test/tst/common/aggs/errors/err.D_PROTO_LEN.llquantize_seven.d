/*
 * llquantize() takes at most six arguments is rejected with D_PROTO_LEN
 */


BEGIN
{
	@a = llquantize(1, 10, 0, 6, 20, 1, 1);
}
