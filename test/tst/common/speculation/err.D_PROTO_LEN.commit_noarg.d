/* commit() takes one argument */
BEGIN
{
	commit();
}
