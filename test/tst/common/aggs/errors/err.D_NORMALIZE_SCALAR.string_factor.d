/* the factor of normalize() must be a scalar */

BEGIN
{
	@hits[probename] = count();
	normalize(@hits, probename);
}
