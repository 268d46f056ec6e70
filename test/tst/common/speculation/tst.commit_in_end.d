/*
 * Speculate in a tick, commit in END: the data comes out after END's
 * earlier clause.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

tick-10ms
{
	speculate(s);
	printf("from tick\n");
}

tick-10ms
{
	printf("tick\n");
	exit(0);
}

END
{
	printf("end\n");
}

END
{
	commit(s);
}
