/* @@stderr: dtrace: 3 errors in ERROR probe enabling */
/*
 * Three faults, each faulting again in ERROR: three double errors.
 */
#pragma D option quiet

BEGIN
{
	x = *(int *)0;
}

BEGIN
{
	x = *(int *)0;
}

BEGIN
{
	x = *(int *)0;
}

ERROR
{
	y = *(int *)8;
}

BEGIN
{
	exit(0);
}
