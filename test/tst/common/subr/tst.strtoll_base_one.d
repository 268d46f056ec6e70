/* strtoll() with base 1 is an illegal operation */
/* @@stderr: illegal operation */

#pragma D option quiet

BEGIN
{
	trace(strtoll("1", 1));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
