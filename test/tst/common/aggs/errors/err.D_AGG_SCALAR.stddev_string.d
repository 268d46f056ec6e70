/*
 * stddev() of a string is rejected with D_AGG_SCALAR
 */


BEGIN
{
	@a = stddev("x");
}
