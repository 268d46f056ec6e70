/* a struct element of an associative array keyed by string */

#pragma D option quiet

struct foo {
	int a;
	char b;
	long c;
};

struct foo st[string];

BEGIN
{
	st["k"].c = 3;
	st["k"].a = 1;
	printf("%d\n", st["k"].a + st["k"].c);
	exit(0);
}
