/* strtok() needs two arguments */

BEGIN
{
	trace(strtok("abc"));
}
