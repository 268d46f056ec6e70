/*
 * a void struct member
 */

struct s {
	int a;
	void v;
};

BEGIN
{
	exit(0);
}
