/* ~ applied to a string */

BEGIN
{
	trace(~"abc");
}
