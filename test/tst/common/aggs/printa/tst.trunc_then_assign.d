/*
 * trunc(@a[1]) before @a's assignment in the same clause compiles: the
 * keyed reference creates @a and the clause itself assigns it (the
 * reference checks once the whole clause is cooked)
 */

#pragma D option quiet

tick-1s
/0/
{
	trunc(@a[1]);
	@a[1] = count();
}

BEGIN
{
	printf("compiled\n");
	exit(0);
}
