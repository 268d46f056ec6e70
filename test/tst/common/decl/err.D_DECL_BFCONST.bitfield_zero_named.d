/*
 * a named bit-field needs a positive size
 */

struct s {
	int a : 0;
};

BEGIN
{
	exit(0);
}
