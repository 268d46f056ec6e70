/*
 * a type scoped to an object that is no module (nosuchmod`int) is no
 * type name: the identifier fails to resolve as a symbol
 */

BEGIN
{
	trace(sizeof (nosuchmod`int));
}
