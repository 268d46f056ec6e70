/*
 * clauses of one tick probe run in program order on each firing
 */

#pragma D option quiet

tick-10ms
{
	n++;
	printf("a%d\n", n);
}

tick-10ms
/n == 2/
{
	printf("b\n");
	exit(0);
}
