/*
 * a variable of type struct D`foo is a struct foo
 */

#pragma D option quiet

struct foo {
	int a;
	long b;
};

struct D`foo v;

BEGIN
{
	v.a = 1;
	v.b = 2;
	printf("%d %d\n", v.a, v.b);
	exit(0);
}
