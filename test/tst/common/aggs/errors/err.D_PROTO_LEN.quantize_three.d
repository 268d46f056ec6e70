/* @@xfail: compile-time aggregation check missing: our compiler raises a different tag (issue 4) */
/*
 * quantize() takes at most two arguments is rejected with D_PROTO_LEN
 */


BEGIN
{
	@a = quantize(1, 2, 3);
}
