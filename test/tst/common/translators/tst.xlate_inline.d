/* an inline defined with xlate */

#pragma D option quiet

struct d_t {
	int v;
};

translator struct d_t < int i > {
	v = i * 2;
};

inline int DOUBLED = xlate<struct d_t>(4).v;

BEGIN
{
	printf("%d\n", DOUBLED);
	exit(0);
}
