/*
 * unary & of a bit-field
 */

struct s {
	int a : 3;
	int b;
};

struct s v;

BEGIN
{
	x = &v.a;
	exit(0);
}
