/* speculate() after commit(), IDs in variables */
BEGIN
{
	a = 1;
	b = 2;
}
BEGIN
{
	commit(a);
	speculate(b);
}
