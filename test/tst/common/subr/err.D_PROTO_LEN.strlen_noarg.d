/* strlen() needs one argument */

BEGIN
{
	trace(strlen());
}
