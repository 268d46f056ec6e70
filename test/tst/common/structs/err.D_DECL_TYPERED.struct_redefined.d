/* a struct defined twice */

struct foo {
	int a;
	char b;
	long c;
};

struct foo {
	int z;
};

BEGIN
{
	exit(0);
}
