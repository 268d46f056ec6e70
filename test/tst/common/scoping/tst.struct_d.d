/*
 * a struct the program declares is in the D namespace: struct D`foo
 */

#pragma D option quiet

struct foo {
	int a;
	long b;
};

BEGIN
{
	printf("%d %d\n", sizeof (struct D`foo), offsetof(struct D`foo, b));
	exit(0);
}
