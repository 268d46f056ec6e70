/*
 * default trace() of the built-in string probename
 */

BEGIN
{
	trace(probename);
	exit(0);
}
