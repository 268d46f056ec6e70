/* offsetof() of a member the struct does not have */

struct foo {
	int a;
	char b;
	long c;
};

BEGIN
{
	trace(offsetof(struct foo, nosuch));
}
