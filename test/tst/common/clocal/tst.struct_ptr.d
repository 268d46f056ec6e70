/* a clause-local struct pointer */

#pragma D option quiet

struct pt {
	int x;
	int y;
};

BEGIN
{
	this->p = (struct pt *)alloca(sizeof (struct pt));
	this->p->x = 4;
	this->p->y = 5;
	printf("%d\n", this->p->x * this->p->y);
	exit(0);
}
