/* (*p).m is p->m */

#pragma D option quiet

struct foo {
	int a;
	char b;
	long c;
};

BEGIN
{
	this->p = (struct foo *)alloca(sizeof (struct foo));
	this->p->c = 99;
	printf("%d\n", (*this->p).c);
	exit(0);
}
