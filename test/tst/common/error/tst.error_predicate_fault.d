/*
 * A fault in a predicate: arg2 is 0.
 */
#pragma D option quiet

BEGIN
/ *(int *)16 == 0 /
{
	printf("never\n");
}

ERROR
{
	printf("action %d addr %d\n", arg2, arg5);
}

BEGIN
{
	exit(0);
}
