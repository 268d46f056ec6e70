/*
 * default trace() of a short uses 5 columns
 */

BEGIN
{
	trace((short)300);
	exit(0);
}
