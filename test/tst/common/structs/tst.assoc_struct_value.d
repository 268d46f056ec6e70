/* an associative array of structs */

#pragma D option quiet

struct foo {
	int a;
	char b;
	long c;
};

struct foo st[int];

BEGIN
{
	st[1].a = 5;
	st[2].a = 6;
	printf("%d %d\n", st[1].a, st[2].a);
	exit(0);
}
