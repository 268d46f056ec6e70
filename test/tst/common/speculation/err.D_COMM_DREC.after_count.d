/* commit() after an aggregation */
BEGIN
{
	@c = count();
	commit(1);
}
