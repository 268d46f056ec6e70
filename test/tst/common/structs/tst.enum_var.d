/* an enum-typed variable */

#pragma D option quiet

enum color {
	RED,
	GREEN = 5,
	BLUE
};

enum color c;

BEGIN
{
	c = BLUE;
	printf("%d %d\n", c, c == BLUE);
	exit(0);
}
