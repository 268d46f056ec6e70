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

/* alloca()'d memory is zero-filled, and lives only in its clause */
BEGIN
/xlate<struct out_t *>((struct in_t *)alloca(sizeof (struct in_t)))->diff == 0/
{
	printf("equal\n");
}

BEGIN
{
	exit(0);
}
