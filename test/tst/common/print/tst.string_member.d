/* print() of a string member */

#pragma D option quiet

struct named {
	int i;
	string s;
};

BEGIN
{
	this->p = (struct named *)alloca(sizeof (struct named));
	this->p->i = 20;
	this->p->s = "I like tracing";
	print(*this->p);
	printf("\n");
	exit(0);
}
