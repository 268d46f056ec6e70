/* lltostr() with base 37 is an illegal operation */
/* @@stderr: illegal operation */

#pragma D option quiet

BEGIN
{
	b = 37;
	trace(lltostr(10, b));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
