/* a member the struct does not have */

struct foo {
	int a;
	char b;
	long c;
};

struct foo f;

BEGIN
{
	trace(f.nosuch);
}
