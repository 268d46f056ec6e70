/*
 * Speculate in BEGIN, commit in a later probe (tick).
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("speculated in BEGIN\n");
}

tick-10ms
{
	commit(s);
}

tick-10ms
{
	printf("tick\n");
	exit(0);
}
