/*
 * offsetof() of a missing member (the reference reports D_UNKNOWN)
 */

struct foo {
	int a;
};

BEGIN
{
	x = offsetof(struct foo, b);
	exit(0);
}
