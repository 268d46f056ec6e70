/* an associative array element tested in a predicate */

#pragma D option quiet

BEGIN
{
	a["go"] = 1;
}

BEGIN
/a["go"]/
{
	printf("yes\n");
}

BEGIN
/a["stop"]/
{
	printf("no\n");
}

BEGIN
{
	exit(0);
}
