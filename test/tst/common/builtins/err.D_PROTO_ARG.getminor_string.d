/*
 * getminor() of a string is rejected with D_PROTO_ARG
 */

BEGIN
{
	trace(getminor("x"));
}
