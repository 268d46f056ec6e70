/* printf() after commit() and discard() */
BEGIN
{
	commit(1);
	discard(2);
	trace(1);
}
