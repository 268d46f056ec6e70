/* speculate() after printa() */
BEGIN
{
	@a = count();
}
BEGIN
{
	printa(@a);
	speculate(1);
}
