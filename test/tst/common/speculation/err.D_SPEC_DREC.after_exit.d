/* exit() records data: speculate() may not follow it */
BEGIN
{
	exit(0);
	speculate(1);
}
