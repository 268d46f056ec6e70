/*
 * default trace() of a long uses 16 columns
 */

BEGIN
{
	trace(123456789012L);
	exit(0);
}
