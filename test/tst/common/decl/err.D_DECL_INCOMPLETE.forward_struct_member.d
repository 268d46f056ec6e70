/*
 * a member of an undefined struct type
 */

struct s {
	struct nosuch n;
};

BEGIN
{
	exit(0);
}
