/* print() of a nested struct member */

#pragma D option quiet

struct point {
	int x;
	int y;
};

struct outer {
	int id;
	struct point pt;
};

BEGIN
{
	this->p = (struct outer *)alloca(sizeof (struct outer));
	this->p->id = 7;
	this->p->pt.x = 1;
	this->p->pt.y = 2;
	print(*this->p);
	printf("\n");
	exit(0);
}
