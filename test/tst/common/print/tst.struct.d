/* print() of a struct: type name, one member per line, hex values */

#pragma D option quiet

struct point {
	int x;
	int y;
};

BEGIN
{
	this->p = (struct point *)alloca(sizeof (struct point));
	this->p->x = 3;
	this->p->y = 0x20;
	print(*this->p);
	printf("\n");
	exit(0);
}
