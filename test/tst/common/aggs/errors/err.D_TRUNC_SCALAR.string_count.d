/* the count kept by trunc() must be a scalar */

BEGIN
{
	@hits[probename] = count();
	trunc(@hits, "one");
}
