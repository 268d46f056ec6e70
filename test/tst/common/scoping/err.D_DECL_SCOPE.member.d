/*
 * the scoping operator may not be used in a member name
 */

struct s {
	int a`b;
};

BEGIN
{
	exit(0);
}
