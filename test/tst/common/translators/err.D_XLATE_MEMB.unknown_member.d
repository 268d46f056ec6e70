/*
 * a translator member that the output type does not have
 */

struct in_t {
	int a;
};

struct out_t {
	int b;
};

translator struct out_t < struct in_t *p > {
	nosuch = p->a;
};

BEGIN
{
	exit(0);
}
