/*
 * a cast to "signed unsigned" fails to resolve the type: D_UNKNOWN
 */

BEGIN
{
	trace((signed unsigned)1);
}
