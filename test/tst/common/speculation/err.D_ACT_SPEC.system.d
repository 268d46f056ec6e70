/* @@opts: -w */
/* system() after speculate() */
BEGIN
{
	speculate(1);
	system("true");
}
