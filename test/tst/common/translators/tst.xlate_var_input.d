/* the translator input evaluated from a variable */

#pragma D option quiet

struct pair_t {
	int hi;
	int lo;
};

translator struct pair_t < int v > {
	hi = (v >> 8) & 0xff;
	lo = v & 0xff;
};

BEGIN
{
	v = 0x0a0b;
	printf("%d\n", xlate<struct pair_t>(v).lo);
	exit(0);
}
