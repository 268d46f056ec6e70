/*
 * discard() after commit() takes nothing back.
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
}

BEGIN
{
	speculate(a);
	printf("kept\n");
}

BEGIN
{
	commit(a);
	discard(a);
}

BEGIN
{
	exit(0);
}
