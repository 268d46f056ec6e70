/* members sit at their offsets in memory */

#pragma D option quiet

struct foo {
	int a;
	char b;
	long c;
};

BEGIN
{
	this->p = (struct foo *)alloca(sizeof (struct foo));
	this->p->b = 0x41;
	printf("%d\n", *((char *)this->p + 4));
	exit(0);
}
