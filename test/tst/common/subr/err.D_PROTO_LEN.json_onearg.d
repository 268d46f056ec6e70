/* json() needs two arguments */

BEGIN
{
	trace(json("{}"));
}
