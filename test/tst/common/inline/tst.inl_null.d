/* the built-in inline NULL */

#pragma D option quiet

BEGIN
{
	printf("%d\n", NULL == 0);
	exit(0);
}
