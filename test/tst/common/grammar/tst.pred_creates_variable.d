/*
 * a predicate may create a variable with ++
 */

#pragma D option quiet

BEGIN
/x++ == 0/
{
	printf("%d\n", x);
	exit(0);
}
