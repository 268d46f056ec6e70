/*
 * max() takes one argument is rejected with D_PROTO_LEN
 */


BEGIN
{
	@a = max(1, 2);
}
