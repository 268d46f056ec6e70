/* a bit-field of non-integer type */

struct s {
	string a : 3;
};

BEGIN
{
	exit(0);
}
