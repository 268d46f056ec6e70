/* @@stderr: invalid address (0x0) in action #2 */
/*
 * A fault after speculate() drops that clause's speculative record only.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d\n", *(int *)0);
}

BEGIN
{
	speculate(s);
	printf("kept\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
