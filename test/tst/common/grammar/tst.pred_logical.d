/*
 * logical operators in predicates
 */

#pragma D option quiet

BEGIN
/1 && 0/
{
	printf("no\n");
}

BEGIN
/0 || 2/
{
	printf("yes\n");
	exit(0);
}
