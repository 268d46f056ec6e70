/*
 * a symbol of an unknown module (mod`sym) fails to resolve
 * ("Unknown module name")
 */

BEGIN
{
	trace(nosuchmod`kmem_flags);
}
