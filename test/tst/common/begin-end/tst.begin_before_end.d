/*
 * BEGIN fires before END whatever the order of the clauses
 */

#pragma D option quiet

END
{
	printf("end\n");
}

BEGIN
{
	printf("begin\n");
	exit(0);
}
