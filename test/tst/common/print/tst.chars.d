/* print() shows a char as a character constant */

#pragma D option quiet

struct c3 {
	char a;
	char b;
	char c;
};

BEGIN
{
	this->p = (struct c3 *)alloca(sizeof (struct c3));
	this->p->a = 0x41;
	this->p->b = 0;
	this->p->c = 1;
	print(*this->p);
	printf("\n");
	exit(0);
}
