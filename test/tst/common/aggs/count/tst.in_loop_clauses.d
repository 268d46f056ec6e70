/*
 * count() in four clauses of one probe adds up
 */

#pragma D option quiet

BEGIN
{
	@a = count();
}

BEGIN
{
	@a = count();
}

BEGIN
{
	@a = count();
}

BEGIN
{
	@a = count();
	exit(0);
}
