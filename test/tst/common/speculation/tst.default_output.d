/*
 * Default output: the commit() clause's own record comes first, then the
 * speculated record with the probe it was traced in.
 */

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	trace(s);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
