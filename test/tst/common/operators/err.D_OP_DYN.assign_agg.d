/* an aggregation has no value to assign */
BEGIN
{
	@a = count();
	x = @a;
}
