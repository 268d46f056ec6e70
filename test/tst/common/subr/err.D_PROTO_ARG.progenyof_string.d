/* progenyof() of a string */

BEGIN
{
	trace(progenyof("x"));
}
