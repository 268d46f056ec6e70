/*
 * a string record followed by an int record
 */

BEGIN
{
	trace("ab");
	trace(3);
	exit(0);
}
