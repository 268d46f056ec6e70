/*
 * Records of different sizes in one speculation keep their alignment
 * through the commit.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d\n", (char)1);
}

BEGIN
{
	speculate(s);
	printf("%s %d\n", "two", (int64_t)2);
}

BEGIN
{
	speculate(s);
	printf("%d %d\n", (short)3, 4);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
