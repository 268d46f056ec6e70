/*
 * default trace() of a string: two spaces, then the string left-justified in 33 columns
 */

BEGIN
{
	trace("hello");
	exit(0);
}
