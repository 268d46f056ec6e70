/*
 * a global variable declared with a scoped type (D`int, C`long)
 */

#pragma D option quiet

D`int x;
C`long y;

BEGIN
{
	x = 5;
	y = 6;
	printf("%d %d %d %d\n", x, y, sizeof (x), sizeof (y));
	exit(0);
}
