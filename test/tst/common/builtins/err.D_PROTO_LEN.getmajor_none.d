/*
 * getmajor() takes one argument: D_PROTO_LEN
 */

BEGIN
{
	trace(getmajor());
}
