/*
 * two scoping operators in a type name (D`C`int) are no type name
 */

BEGIN
{
	trace(sizeof (D`C`int));
}
