/* print() shows zero as 0 */

#pragma D option quiet

struct point {
	int x;
	int y;
};

BEGIN
{
	this->p = (struct point *)alloca(sizeof (struct point));
	this->p->x = 0;
	this->p->y = 1;
	print(*this->p);
	printf("\n");
	exit(0);
}
