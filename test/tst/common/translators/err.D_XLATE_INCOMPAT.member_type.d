/*
 * a translator member of an incompatible type
 */

struct in_t {
	int a;
};

struct out_t {
	int b;
};

translator struct out_t < struct in_t *p > {
	b = "text";
};

BEGIN
{
	exit(0);
}
