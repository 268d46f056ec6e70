/* unary minus applied to a string */

BEGIN
{
	trace(-"abc");
}
