/* @@stderr: divide-by-zero in predicate */
/*
 * a fault in a predicate is reported as in predicate
 */

#pragma D option quiet

int zero;

BEGIN
/1 % zero/
{
	printf("no\n");
}

BEGIN
{
	printf("yes\n");
	exit(0);
}
