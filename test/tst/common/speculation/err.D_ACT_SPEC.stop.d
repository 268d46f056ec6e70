/* @@opts: -w */
/* stop() after speculate() */
BEGIN
{
	speculate(1);
	stop();
}
