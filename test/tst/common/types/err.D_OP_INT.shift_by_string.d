/* a shift by a string */

BEGIN
{
	trace(1 << "a");
}
