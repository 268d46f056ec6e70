/*
 * A clause whose predicate is false speculates nothing.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
/0/
{
	speculate(s);
	printf("never\n");
}

BEGIN
{
	speculate(s);
	printf("yes\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
