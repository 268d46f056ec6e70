/* an illegal operation (bad base) fires DTRACEFLT_ILLOP */
/* @@stderr: illegal operation */

#pragma D option quiet

BEGIN
{
	trace(lltostr(1, 0));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
