/*
 * members of a global struct variable are assignable
 */

#pragma D option quiet

struct point {
	int x;
	int y;
};

struct point p;

BEGIN
{
	p.x = 3;
	p.y = 4;
	printf("%d\n", p.x * p.x + p.y * p.y);
	exit(0);
}
