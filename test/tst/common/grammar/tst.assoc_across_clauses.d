/*
 * associative array elements persist and support ++
 */

#pragma D option quiet

BEGIN
{
	c["k"] = 41;
}

BEGIN
{
	c["k"]++;
	printf("%d\n", c["k"]);
	exit(0);
}
