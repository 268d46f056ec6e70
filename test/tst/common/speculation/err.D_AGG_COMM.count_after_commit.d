/*
 * an aggregation after commit()
 */

BEGIN
{
	commit(1);
	@a = count();
}
