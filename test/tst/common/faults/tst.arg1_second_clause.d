/* ERROR arg1 names the faulting clause's EPID */
/* @@stderr: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN) */

#pragma D option quiet

BEGIN
{
	x = 1;
}

BEGIN
{
	y = *(int *)8;
}

ERROR
{
	printf("%d\n", arg1);
	exit(0);
}
