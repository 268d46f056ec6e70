/* cleanpath() needs an argument */

BEGIN
{
	trace(cleanpath());
}
