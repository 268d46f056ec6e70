/*
 * a user symbol (``sym) that cannot be found fails to resolve
 */

BEGIN
{
	trace(``environ);
}
