/*
 * default trace() of a negative long
 */

BEGIN
{
	trace(-9L);
	exit(0);
}
