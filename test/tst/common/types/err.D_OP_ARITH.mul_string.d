/* * applied to a string */

BEGIN
{
	trace("a" * 2);
}
