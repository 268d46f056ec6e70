/* quantize() after speculate() */
BEGIN
{
	speculate(1);
	@q = quantize(1);
}
