/* printa() after commit() */
BEGIN
{
	@a = count();
}
BEGIN
{
	commit(1);
	printa(@a);
}
