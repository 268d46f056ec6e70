/* a bit-field width that is not a constant */

int w;

struct s {
	int a : w;
};

BEGIN
{
	exit(0);
}
