/*
 * specsize=32: two 16-byte records fit, the next three are speculative
 * drops: committed 2 + dropped 3 = speculated 5.
 */
#pragma D option quiet
#pragma D option specsize=32

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d\n", 1);
}

BEGIN
{
	speculate(s);
	printf("%d\n", 2);
}

BEGIN
{
	speculate(s);
	printf("%d\n", 3);
}

BEGIN
{
	speculate(s);
	printf("%d\n", 4);
}

BEGIN
{
	speculate(s);
	printf("%d\n", 5);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
