/* @@stderr: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN) */
/*
 * enabled probe IDs count the clauses in program order
 */

#pragma D option quiet

int zero;

BEGIN
{
	x = 1;
}

BEGIN
{
	x = 1 / zero;
}

BEGIN
{
	exit(0);
}
