/* members written and read through a pointer */

#pragma D option quiet

struct foo {
	int a;
	char b;
	long c;
};

BEGIN
{
	this->p = (struct foo *)alloca(sizeof (struct foo));
	this->p->a = 1;
	this->p->b = 2;
	this->p->c = 3;
	printf("%d %d %d\n", this->p->a, this->p->b, this->p->c);
	exit(0);
}
