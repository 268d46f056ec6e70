/* commit() after exit() */
BEGIN
{
	exit(0);
	commit(1);
}
