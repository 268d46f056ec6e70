/* epid may be used in a predicate */

#pragma D option quiet

BEGIN
/epid == 1/
{
	printf("first\n");
}

BEGIN
/epid == 1/
{
	printf("not second\n");
}

BEGIN
{
	exit(0);
}
