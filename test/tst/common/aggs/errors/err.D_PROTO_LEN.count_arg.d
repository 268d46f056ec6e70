/*
 * count() takes no argument is rejected with D_PROTO_LEN
 */


BEGIN
{
	@a = count(1);
}
