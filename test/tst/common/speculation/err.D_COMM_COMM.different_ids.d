/* two commit()s in one clause */
BEGIN
{
	commit(1);
	commit(2);
}
