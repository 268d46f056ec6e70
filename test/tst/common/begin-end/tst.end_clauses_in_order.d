/*
 * END clauses run in program order
 */

#pragma D option quiet

END
{
	printf("a\n");
}

END
{
	printf("b\n");
}

BEGIN
{
	exit(0);
}
