/* print() of a global struct variable */

#pragma D option quiet

struct point {
	int x;
	int y;
};

struct point g;

BEGIN
{
	g.x = 5;
	g.y = 6;
	print(g);
	printf("\n");
	exit(0);
}
