/* a translated member in a predicate */

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
	this->p->a = 2;
	this->p->b = 2;
	globalp = this->p;
}

BEGIN
/xlate<struct out_t *>(globalp)->diff == 0/
{
	printf("equal\n");
}

BEGIN
{
	exit(0);
}
