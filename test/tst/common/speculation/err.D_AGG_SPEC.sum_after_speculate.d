/* sum() after speculate() */
BEGIN
{
	speculate(1);
	@s = sum(1);
}
