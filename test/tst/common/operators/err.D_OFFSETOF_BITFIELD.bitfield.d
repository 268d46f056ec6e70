/*
 * offsetof() of a bit-field
 */

struct s {
	int a : 3;
	int b;
};

BEGIN
{
	x = offsetof(struct s, a);
	exit(0);
}
