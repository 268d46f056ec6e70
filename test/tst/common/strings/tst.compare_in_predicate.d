/*
 * a string comparison as a predicate
 */

#pragma D option quiet

BEGIN
{
	s = "x";
}

BEGIN
/s == "x"/
{
	printf("match\n");
}

BEGIN
/s == "y"/
{
	printf("nomatch\n");
}

BEGIN
{
	exit(0);
}
