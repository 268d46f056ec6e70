/*
 * a bit-field must be an integer
 */

struct s {
	int *p : 3;
};

BEGIN
{
	exit(0);
}
