/*
 * commit() of a speculation that holds nothing prints nothing and frees it.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	commit(s);
}

BEGIN
{
	printf("%d\n", speculation());
	exit(0);
}

BEGIN
{
	speculate(s);
}
