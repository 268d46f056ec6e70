/* toupper() needs an argument */

BEGIN
{
	trace(toupper());
}
