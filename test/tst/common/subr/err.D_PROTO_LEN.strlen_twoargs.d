/* strlen() takes only one argument */

BEGIN
{
	trace(strlen("a", "b"));
}
