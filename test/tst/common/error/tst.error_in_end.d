/* @@stderr: (ID 2: dtrace:::END) */
/*
 * A fault in END is reported; END's other clauses run.
 */
#pragma D option quiet

BEGIN
{
	exit(0);
}

END
{
	x = *(int *)0;
}

END
{
	printf("end\n");
}
