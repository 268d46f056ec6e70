/*
 * uint32_t is a D alias, not a C type: C`uint32_t is no type name
 */

BEGIN
{
	trace(sizeof (C`uint32_t));
}
