/* speculate() after commit() of the same ID */
BEGIN
{
	commit(1);
	speculate(1);
}
