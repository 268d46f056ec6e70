/*
 * a pragma may follow the clauses
 */

BEGIN
{
	printf("x\n");
	exit(0);
}

#pragma D option quiet
