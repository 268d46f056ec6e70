/* @@stderr: dtrace: 1 error in ERROR probe enabling */
/*
 * A fault in the predicate of an ERROR clause is a double error too.
 */
#pragma D option quiet

BEGIN
{
	x = *(int *)0;
}

ERROR
/ *(int *)8 == 0 /
{
	printf("never\n");
}

BEGIN
{
	printf("done\n");
	exit(0);
}
