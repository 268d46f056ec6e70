/*
 * sum() takes one argument is rejected with D_PROTO_LEN
 */


BEGIN
{
	@a = sum(1, 2);
}
