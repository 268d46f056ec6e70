/* strchr() needs two arguments */

BEGIN
{
	trace(strchr("abc"));
}
