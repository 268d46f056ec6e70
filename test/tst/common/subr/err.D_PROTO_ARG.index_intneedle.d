/* index() needle must be a string */

BEGIN
{
	trace(index("abc", 98));
}
