/* an aggregation anywhere after commit() is named first */
BEGIN
{
	commit(1);
	discard(2);
	@c = count();
}
