/* associative arrays are global across clauses */

#pragma D option quiet

BEGIN
{
	a["x", 1] = 5;
	exit(0);
}

END
{
	printf("%d\n", a["x", 1]);
}
