/*
 * xlate with no translator for the types
 */

struct in_t {
	int a;
};

struct out_t {
	int b;
};

BEGIN
{
	x = xlate <struct out_t> ((struct in_t *)0);
	exit(0);
}
