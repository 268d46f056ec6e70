/* print() of a typedef'd struct names the typedef */

#pragma D option quiet

typedef struct pair {
	int a;
	long b;
} pair_t;

BEGIN
{
	this->p = (pair_t *)alloca(sizeof (pair_t));
	this->p->a = 1;
	this->p->b = 0;
	print(*this->p);
	printf("\n");
	exit(0);
}
