/* speculate() takes one argument */
BEGIN
{
	speculate();
}
