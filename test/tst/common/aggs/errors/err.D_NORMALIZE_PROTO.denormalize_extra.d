/* denormalize() takes the aggregation only */

BEGIN
{
	@hits[probename] = count();
	denormalize(@hits, 2);
}
