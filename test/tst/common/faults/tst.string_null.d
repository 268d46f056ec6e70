/* tracing a NULL string faults on its load */
/* @@stderr: invalid address (0x0) */

#pragma D option quiet

BEGIN
{
	trace(strchr("abc", 0x7a));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
