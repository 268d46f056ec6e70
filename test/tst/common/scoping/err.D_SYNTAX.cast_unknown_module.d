/*
 * a cast to a type of an unknown object: the name is no type, so the
 * parenthesized identifier followed by a constant is a syntax error
 */

BEGIN
{
	trace((foo`int)3);
}
