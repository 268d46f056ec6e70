/* @@stderr: in action #2 */
/*
 * A fault in the second action: arg2 is 2, and the first action's data
 * is not printed (the clause is discarded).
 */
#pragma D option quiet

BEGIN
{
	printf("lost\n");
	printf("%d\n", *(int *)0);
}

ERROR
{
	printf("action %d\n", arg2);
}

BEGIN
{
	exit(0);
}
