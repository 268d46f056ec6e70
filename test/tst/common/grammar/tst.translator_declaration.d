/*
 * a translator declaration compiles
 */

#pragma D option quiet

struct in_t {
	int a;
};

struct out_t {
	int b;
};

translator struct out_t < struct in_t *p > {
	b = p->a * 2;
};

BEGIN
{
	printf("ok\n");
	exit(0);
}
