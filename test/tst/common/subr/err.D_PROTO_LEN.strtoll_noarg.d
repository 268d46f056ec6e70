/* strtoll() needs an argument */

BEGIN
{
	trace(strtoll());
}
