/*
 * a two-dimensional array member is laid out row by row: m[1][0] of
 * int m[2][3] is the fourth int
 */
#pragma D option quiet

struct grid {
	char tag;
	int m[2][3];
	short after;
};

BEGIN
{
	printf("%d %d %d\n", sizeof (struct grid), offsetof(struct grid, m),
	    offsetof(struct grid, after));
	this->g = (struct grid *)alloca(sizeof (struct grid));
	this->g->m[1][0] = 7;
	printf("%d\n", ((int *)&this->g->m[0][0])[3]);
	exit(0);
}
