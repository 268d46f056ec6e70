/*
 * A member may be named like a type: after its type is given, the name
 * is the member's (the reference's lexer), here a D typedef; the kernel
 * BTF typedefs (the kernel's "code", ...) are the same case.
 */
#pragma D option quiet

typedef int myint_t;

struct s {
	int myint_t;
	long other;
};

BEGIN
{
	this->p = (struct s *)alloca(sizeof (struct s));
	this->p->myint_t = 7;
	printf("%d %d\n", sizeof (struct s), this->p->myint_t);
	exit(0);
}
