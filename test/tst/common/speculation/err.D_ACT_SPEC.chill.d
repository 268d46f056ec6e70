/* @@opts: -w */
/* chill() after speculate() */
BEGIN
{
	speculate(1);
	chill(1);
}
