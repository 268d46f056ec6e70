/* normalize() needs the factor too */

BEGIN
{
	@hits[probename] = count();
	normalize(@hits);
}
