/* speculate() after speculate() and data */
BEGIN
{
	speculate(1);
	printf("x");
	speculate(1);
}
