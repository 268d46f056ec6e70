/* sizeof without parentheses on an expression */

#pragma D option quiet

BEGIN
{
	x = 1;
	printf("%d\n", sizeof x);
	exit(0);
}
