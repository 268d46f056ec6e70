/*
 * struct D`nosuch is a forward tag, of unknown size
 */

BEGIN
{
	trace(sizeof (struct D`nosuch));
}
