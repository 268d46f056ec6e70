/* htons() needs an argument */

BEGIN
{
	trace(htons());
}
