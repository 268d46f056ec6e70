/* strstr() needs two arguments */

BEGIN
{
	trace(strstr("abc"));
}
