/* index() needs two or three arguments */

BEGIN
{
	trace(index("abc"));
}
