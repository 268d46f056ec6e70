/* exit() after commit() records data */
BEGIN
{
	commit(1);
	exit(0);
}
