/*
 * A faulting clause does not stop the clauses after it.
 */
#pragma D option quiet

BEGIN
{
	x = *(int *)0;
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
