/*
 * string is a D type, not a C type: C`string is no type name
 */

BEGIN
{
	trace(sizeof (C`string));
}
