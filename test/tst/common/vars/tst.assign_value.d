/* an assignment is an expression with the assigned value */

#pragma D option quiet

BEGIN
{
	y = (x = 7) + 1;
	printf("%d %d\n", x, y);
	exit(0);
}
