/*
 * avg() of a string is rejected with D_AGG_SCALAR
 */


BEGIN
{
	@a = avg("x");
}
