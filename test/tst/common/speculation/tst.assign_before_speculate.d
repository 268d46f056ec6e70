/*
 * Assignments are not data: they may come before speculate().
 */
#pragma D option quiet

BEGIN
{
	x = 5;
	s = speculation();
	speculate(s);
	printf("x %d\n", x);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
