/*
 * An ERROR clause may trace: arg1 is the faulting EPID, arg2 the action
 * (1: the first), arg4 the fault (1: bad address), arg5 the address.
 */
#pragma D option quiet

BEGIN
{
	x = *(int *)0;
}

ERROR
{
	printf("epid %d action %d fault %d addr %d\n", arg1, arg2, arg4, arg5);
}

BEGIN
{
	exit(0);
}
