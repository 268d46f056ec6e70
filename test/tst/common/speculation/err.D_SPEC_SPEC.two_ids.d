/* speculate() twice in one clause, two IDs */
BEGIN
{
	speculate(1);
	speculate(2);
}
