/*
 * a member the struct does not have
 */

struct foo {
	int a;
};

struct foo f;

BEGIN
{
	x = f.b;
	exit(0);
}
