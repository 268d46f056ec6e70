/* an aggregation counts as data recording before speculate() */
BEGIN
{
	@c = count();
	speculate(1);
}
