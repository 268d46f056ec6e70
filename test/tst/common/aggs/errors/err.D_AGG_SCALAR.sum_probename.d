/*
 * sum() of probename is rejected with D_AGG_SCALAR
 */


BEGIN
{
	@a = sum(probename);
}
