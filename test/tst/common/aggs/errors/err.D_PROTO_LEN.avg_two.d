/*
 * avg() takes one argument is rejected with D_PROTO_LEN
 */


BEGIN
{
	@a = avg(1, 2);
}
