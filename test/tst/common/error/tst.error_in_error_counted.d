/* @@stderr: dtrace: 1 error in ERROR probe enabling */
/*
 * A fault inside an ERROR clause is counted, not recursed.
 */
#pragma D option quiet

BEGIN
{
	x = *(int *)0;
}

ERROR
{
	printf("in ERROR\n");
}

ERROR
{
	y = *(int *)8;
}

BEGIN
{
	exit(0);
}
