/*
 * specsize=64: a record of 12 + 256 bytes cannot fit and is a
 * speculative drop, reported when the speculation is committed; the
 * small records after it fit (16 bytes each).
 */
#pragma D option quiet
#pragma D option specsize=64

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%s\n", "too big for the buffer");
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
	commit(s);
}

BEGIN
{
	exit(0);
}
