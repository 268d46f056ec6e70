/* @@args: 2 */
/*
 * macro arguments in predicates
 */

#pragma D option quiet

BEGIN
/$1 == 2/
{
	printf("two\n");
}

BEGIN
{
	exit(0);
}
