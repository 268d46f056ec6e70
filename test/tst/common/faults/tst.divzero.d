/* integer division by zero fires ERROR with DTRACEFLT_DIVZERO */
/* @@stderr: divide-by-zero */

#pragma D option quiet

BEGIN
{
	x = 0;
	y = 1 / x;
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
