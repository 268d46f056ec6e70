/* a global struct variable and its members */

#pragma D option quiet

struct foo {
	int a;
	char b;
	long c;
};

struct foo f;

BEGIN
{
	f.a = 10;
	f.c = 20;
	printf("%d %d\n", f.a, f.c);
	exit(0);
}
