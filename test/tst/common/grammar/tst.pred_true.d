/*
 * a clause runs only when its predicate is non-zero
 */

#pragma D option quiet

BEGIN
/1/
{
	printf("a\n");
}

BEGIN
/0/
{
	printf("b\n");
}

BEGIN
{
	exit(0);
}
