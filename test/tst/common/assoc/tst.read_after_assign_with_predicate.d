/* An array assigned in the clause, then read, with a predicate. */
#pragma D option quiet

BEGIN
/pid != 0/
{
	foo[pid] = 41;
	printf("%d\n", foo[pid] + 1);
	exit(0);
}
