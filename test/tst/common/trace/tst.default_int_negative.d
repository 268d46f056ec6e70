/*
 * default trace() of a negative int
 */

BEGIN
{
	trace(-5);
	exit(0);
}
