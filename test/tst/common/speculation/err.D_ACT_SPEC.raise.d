/* @@opts: -w */
/* raise() after speculate() */
BEGIN
{
	speculate(1);
	raise(9);
}
