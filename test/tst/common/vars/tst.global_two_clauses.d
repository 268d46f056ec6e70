/* a global set in one clause is read in the next */

#pragma D option quiet

BEGIN
{
	x = 5;
}

BEGIN
{
	printf("%d\n", x + 1);
	exit(0);
}
