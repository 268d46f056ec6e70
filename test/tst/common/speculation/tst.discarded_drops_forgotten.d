/*
 * The drops of a discarded speculation are not reported.
 */
#pragma D option quiet
#pragma D option specsize=16

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
	discard(s);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
