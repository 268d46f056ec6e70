/* lltostr() with base 1 is an illegal operation */
/* @@stderr: illegal operation */

#pragma D option quiet

BEGIN
{
	trace(lltostr(10, 1));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
