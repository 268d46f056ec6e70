/* trunc() takes at most the aggregation and a count */

BEGIN
{
	@hits[probename] = count();
	trunc(@hits, 1, 2);
}
