/* sum() after commit() */
BEGIN
{
	commit(1);
	@s = sum(1);
}
