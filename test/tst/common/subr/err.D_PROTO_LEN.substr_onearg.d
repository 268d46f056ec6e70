/* substr() needs at least two arguments */

BEGIN
{
	trace(substr("abc"));
}
