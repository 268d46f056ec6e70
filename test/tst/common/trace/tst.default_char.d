/*
 * default trace() of a char uses 3 columns
 */

BEGIN
{
	trace((char)7);
	exit(0);
}
