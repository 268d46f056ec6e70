/*
 * Data speculated in BEGIN and committed in END is BEGIN's data: as the
 * reference, the consumer prints BEGIN's records of the BEGIN CPU first.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("from BEGIN\n");
}

BEGIN
{
	printf("begin\n");
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
