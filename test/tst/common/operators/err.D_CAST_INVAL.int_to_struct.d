/*
 * an int cannot be cast to a struct
 */

struct foo {
	int a;
};

BEGIN
{
	x = (struct foo)1;
	exit(0);
}
