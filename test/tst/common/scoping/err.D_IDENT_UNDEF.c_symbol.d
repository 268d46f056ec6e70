/*
 * the C object has types but no symbols: C`foo fails to resolve
 */

BEGIN
{
	trace(C`foo);
}
