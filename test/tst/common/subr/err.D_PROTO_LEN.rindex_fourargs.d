/* rindex() takes at most three arguments */

BEGIN
{
	trace(rindex("abc", "b", 1, 2));
}
