/*
 * a struct defined twice
 */

struct foo {
	int a;
};

struct foo {
	int b;
};

BEGIN
{
	exit(0);
}
