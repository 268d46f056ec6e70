/* a translated member assigned to a variable */

#pragma D option quiet

struct in_t {
	int a;
	int b;
	char name[8];
};

struct out_t {
	int sum;
	int diff;
	long prod;
	string name;
};

translator struct out_t < struct in_t *p > {
	sum = p->a + p->b;
	diff = p->a - p->b;
	prod = (long)p->a * p->b;
	name = stringof(p->name);
};

BEGIN
{
	this->p = (struct in_t *)alloca(sizeof (struct in_t));
	this->p->a = 7;
	this->p->b = 3;
	this->p->name[0] = 0x78;
	this->p->name[1] = 0;
	x = xlate<struct out_t>(this->p).prod;
	printf("%d\n", x);
	exit(0);
}
