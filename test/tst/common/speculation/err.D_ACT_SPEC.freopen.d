/* @@opts: -w */
/* freopen() after speculate() */
BEGIN
{
	speculate(1);
	freopen("/dev/null");
}
