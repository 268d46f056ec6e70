/*
 * default output: header, then CPU, ID, FUNCTION:NAME and an int in 8 columns
 */

BEGIN
{
	trace(1);
	exit(0);
}
