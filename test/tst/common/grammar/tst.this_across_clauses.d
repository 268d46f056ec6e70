/*
 * clause-local variables keep their values across the clauses of one probe firing
 */

#pragma D option quiet

this int v;

BEGIN
{
	this->v = 5;
}

BEGIN
{
	printf("%d\n", this->v * 2);
	exit(0);
}
