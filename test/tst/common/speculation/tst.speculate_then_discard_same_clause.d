/*
 * discard() may follow speculate() in the same clause; the clause's own
 * record is then thrown away with the speculation.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("never\n");
	discard(s);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
