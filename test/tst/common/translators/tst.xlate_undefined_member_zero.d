/* a member the translator does not define reads 0 in a whole translation copied into a variable */

#pragma D option quiet

struct in_t {
	int a;
	int b;
};

struct out_t {
	int sum;
	long prod;
	string name;
	int unset;
};

translator struct out_t < struct in_t *p > {
	sum = p->a + p->b;
	prod = (long)p->a * p->b;
	name = "xl";
};

BEGIN
{
	this->p = (struct in_t *)alloca(sizeof (struct in_t));
	this->p->a = 7;
	this->p->b = 3;
	this->o = xlate<struct out_t>(this->p);
	printf("%d\n", this->o.unset);
	exit(0);
}
