/* -> applied to a struct, not a pointer */

struct foo {
	int a;
	char b;
	long c;
};

struct foo f;

BEGIN
{
	trace(f->a);
}
