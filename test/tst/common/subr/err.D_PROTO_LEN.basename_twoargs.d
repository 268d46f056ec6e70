/* basename() takes one argument */

BEGIN
{
	trace(basename("a", "b"));
}
