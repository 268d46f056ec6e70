/*
 * After exit() in BEGIN, the later BEGIN clauses do not run.
 */
#pragma D option quiet

BEGIN
{
	printf("first\n");
	exit(0);
}

BEGIN
{
	printf("never\n");
}

END
{
	printf("end\n");
}
